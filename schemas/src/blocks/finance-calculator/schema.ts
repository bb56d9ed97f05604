import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const financeCalculatorGroup: BlockGroup = 'fixed';

export const financeCalculatorSchema = defineType({
  name: 'financeCalculator',
  title: 'Finance calculator (fixed)',
  type: 'object',
  description: 'The repayment calculator; its bounds come from Site settings → Finance calculator.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'defaultAmount', title: 'Starting price ($)', type: 'number', description: 'The vehicle price the calculator starts at, $10,000 to $200,000.', initialValue: 30000, validation: (rule) => rule.min(10000).max(200000) }),
    defineField({ name: 'defaultInterest', title: 'Starting interest rate (% p.a.)', type: 'number', initialValue: 10, validation: (rule) => rule.min(0.5).max(30) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Finance calculator', subtitle: 'Finance calculator (fixed)' }) },
});

export const financeCalculatorFixture = { _type: 'financeCalculator', _key: 'finance-calculator', heading: 'Finance calculator', intro: 'Start here.', defaultAmount: 25000, defaultInterest: 8.5 };

export const financeCalculatorMinimal = { _type: 'financeCalculator', _key: 'finance-calculator-min' };
