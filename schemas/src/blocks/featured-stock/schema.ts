import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const featuredStockGroup: BlockGroup = 'fixed';

export const featuredStockSchema = defineType({
  name: 'featuredStock',
  title: 'Featured stock (fixed)',
  type: 'object',
  description: 'A row of cars from the stock search. The cars come from the stock feed, not from here.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'filter', title: 'Filter', type: 'string', description: 'Developer setting: narrows the stock, e.g. car_type:used AND item_type:car.' }),
    defineField({ name: 'limit', title: 'Number of cars', type: 'number', initialValue: 6, validation: (rule) => rule.integer().min(1).max(24) }),
    defineField({ name: 'ctaLabel', title: 'Button text', type: 'string' }),
    defineField({ name: 'ctaHref', title: 'Button link', type: 'string' }),
  ],
  preview: { select: { title: 'heading', subtitle: 'filter' } },
});

export const featuredStockFixture = {
  _type: 'featuredStock',
  _key: 'used',
  heading: 'Quality used cars',
  filter: 'car_type:used',
  limit: 6,
  ctaLabel: 'Browse all used cars',
  ctaHref: '/search/used-cars',
};

export const featuredStockMinimal = { _type: 'featuredStock', _key: 'used-min', heading: 'Our cars' };
