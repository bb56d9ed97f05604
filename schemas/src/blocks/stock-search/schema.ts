import { defineField, defineType } from 'sanity';

export const stockSearchSchema = defineType({
  name: 'stockSearch',
  title: 'Stock search (fixed)',
  type: 'object',
  description: "The stock search with filters. The cars come from the stock feed.",
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'carType', title: 'Car type', type: 'string', options: { list: ['all', 'new', 'demo', 'used', 'new-and-demo'] }, initialValue: 'all' }),
    defineField({ name: 'filter', title: 'Filter', type: 'string', description: 'Developer setting: narrows the stock, e.g. make:Toyota.' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Stock search', subtitle: 'Stock search (fixed)' }) },
});
