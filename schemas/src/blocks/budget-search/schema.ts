import { defineField, defineType } from 'sanity';

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
