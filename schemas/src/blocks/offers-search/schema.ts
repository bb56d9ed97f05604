import { defineField, defineType } from 'sanity';

export const offersSearchSchema = defineType({
  name: 'offersSearch',
  title: 'Offers search (fixed)',
  type: 'object',
  description: "The dealership offers search with categories and price.",
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'category', title: 'Category', type: 'string', description: 'Start on one category, e.g. Cars.' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Offers search', subtitle: 'Offers search (fixed)' }) },
});
