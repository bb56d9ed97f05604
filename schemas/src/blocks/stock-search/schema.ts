import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const stockSearchGroup: BlockGroup = 'fixed';

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

export const stockSearchFixture = { _type: 'stockSearch', _key: 'stock-search', heading: 'Stock search', intro: 'Start here.', carType: 'used', filter: null };

export const stockSearchMinimal = { _type: 'stockSearch', _key: 'stock-search-min' };
