import { defineField, defineType } from 'sanity';

export const financeCalculatorSchema = defineType({
  name: 'financeCalculator',
  title: 'Finance calculator (fixed)',
  type: 'object',
  description: 'The repayment calculator; its bounds come from Site settings → Finance calculator.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'defaultAmount', title: 'Starting amount ($)', type: 'number', initialValue: 30000, validation: (rule) => rule.min(1000).max(250000) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Finance calculator', subtitle: 'Finance calculator (fixed)' }) },
});
