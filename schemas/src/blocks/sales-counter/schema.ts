import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const salesCounterGroup: BlockGroup = 'fixed';

export const salesCounterSchema = defineType({
  name: 'salesCounter',
  title: 'Sales counter (fixed)',
  type: 'object',
  description: "A running count of cars sold today (192 a day, Brisbane time).",
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'label', title: 'Label', type: 'string', initialValue: 'cars sold today' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Sales counter', subtitle: 'Sales counter (fixed)' }) },
});

export const salesCounterFixture = { _type: 'salesCounter', _key: 'sales-counter', heading: 'Sales counter', intro: 'Start here.', label: 'cars found new homes today' };

export const salesCounterMinimal = { _type: 'salesCounter', _key: 'sales-counter-min' };
