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

export const blogListFixture = {
  _type: 'blogList',
  _key: 'blog',
  heading: 'Latest news',
  category: null,
  limit: 2,
  posts: [
    { _id: 'p1', href: '/blog/ranger-review', heading: '2025 Ranger review', description: 'Our verdict.', date: '2025-06-01', image: { url: '/demo-content/blog.jpg', alt: 'Ranger' } },
    { _id: 'p2', href: '/blog/eofy', heading: 'EOFY tips', description: null, date: '2025-05-20', image: null },
    { _id: 'p3', href: '/blog/old', heading: 'Older post', description: null, date: '2025-01-20', image: null },
  ],
};

export const blogListMinimal = { _type: 'blogList', _key: 'blog-min' };
