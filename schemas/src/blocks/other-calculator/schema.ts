import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the calculator works from the site's finance settings; the block carries its texts. */
export const otherCalculatorGroup: BlockGroup = 'fixed';

export const otherCalculatorSchema = defineType({
  name: 'otherCalculator',
  title: 'Repayment calculator (fixed)',
  type: 'object',
  description: 'The repayment calculator with purchase price, deposit or trade-in, residual, term, rate and frequency; its rate range comes from Site settings → Finance calculator.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Repayment calculator', subtitle: 'Repayment calculator (fixed)' }) },
});

export const otherCalculatorFixture = { _type: 'otherCalculator', _key: 'other-calculator', heading: 'Work out your repayments', intro: 'Price, deposit, balloon: see what it costs.' };

export const otherCalculatorMinimal = { _type: 'otherCalculator', _key: 'other-calculator-min' };
