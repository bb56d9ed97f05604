import { defineField, defineType } from 'sanity';

export const blogListSchema = defineType({
  name: 'blogList',
  title: 'Blog list',
  type: 'object',
  description: 'The newest blog posts of this site as cards.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', initialValue: 'Latest news' }),
    defineField({ name: 'category', title: 'Only this category', type: 'string', options: { list: [{ title: 'News', value: 'news' }, { title: 'Vehicle reviews', value: 'vehicle-reviews' }, { title: 'Guides', value: 'guides' }] }, description: 'Leave empty for every category.' }),
    defineField({ name: 'limit', title: 'Number of posts', type: 'number', initialValue: 3, validation: (rule) => rule.integer().min(1).max(12) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Blog list', subtitle: 'Blog list' }) },
});
