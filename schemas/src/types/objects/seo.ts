import { defineField, defineType } from 'sanity';

/** What search engines and link previews show for a page. */
export const seo = defineType({
  name: 'seo',
  title: 'Search engines',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'Shown in the browser tab and search results. Keep it under 70 characters.', validation: (rule) => rule.max(70).warning('Search engines cut titles after about 70 characters.') }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, description: 'One or two sentences for search results.', validation: (rule) => rule.max(200).warning('Search engines cut descriptions after about 160 to 200 characters.') }),
  ],
});
