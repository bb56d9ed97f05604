import { defineField, defineType } from 'sanity';
import { siteField, siteSlugField } from '../fields';

/** A blog article; blog lists show it as a card (SPEC.md 3, Blog card: href, heading, image, description, date). */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(120) }),
    siteSlugField('title', 'The address under /blog/, e.g. 2025-ranger-review.'),
    siteField(),
    defineField({ name: 'publishedAt', title: 'Published', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: [{ title: 'News', value: 'news' }, { title: 'Vehicle reviews', value: 'vehicle-reviews' }, { title: 'Guides', value: 'guides' }] },
      initialValue: 'news',
    }),
    defineField({ name: 'image', title: 'Card image', type: 'imageWithAlt' }),
    defineField({ name: 'description', title: 'Summary', type: 'text', rows: 3, description: 'Shown on the card; about two sentences.', validation: (rule) => rule.max(300) }),
    defineField({ name: 'author', title: 'Author', type: 'string', description: 'Shown under the heading, e.g. "Sam Nguyen, Sales Manager". Leave empty to credit the dealership.', validation: (rule) => rule.max(80) }),
    defineField({ name: 'body', title: 'Article', type: 'portableText' }),
    defineField({ name: 'seo', title: 'Search engines', type: 'seo', description: 'Leave empty to use the heading and summary.' }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'publishedAt', media: 'image' } },
});
