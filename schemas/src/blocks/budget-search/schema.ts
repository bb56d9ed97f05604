import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const budgetSearchGroup: BlockGroup = 'fixed';

export const budgetSearchSchema = defineType({
  name: 'budgetSearch',
  title: 'Budget search (fixed)',
  type: 'object',
  description: 'Shoppers enter a repayment and deposit and see cars within budget.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'frequency', title: 'Repayments', type: 'string', options: { list: ['monthly', 'weekly'], layout: 'radio' }, initialValue: 'monthly' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Budget search', subtitle: 'Budget search (fixed)' }) },
});

export const budgetSearchFixture = { _type: 'budgetSearch', _key: 'budget-search', heading: 'Budget search', intro: 'Start here.', frequency: 'weekly' };

export const budgetSearchMinimal = { _type: 'budgetSearch', _key: 'budget-search-min' };
