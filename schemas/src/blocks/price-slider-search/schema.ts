import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the shopper picks a price range and goes to the results. */
export const priceSliderSearchGroup: BlockGroup = 'fixed';

export const priceSliderSearchSchema = defineType({
  name: 'priceSliderSearch',
  title: 'Price slider search (fixed)',
  type: 'object',
  description: 'Shoppers pick a price range with two sliders and see the cars in it, dearest first.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Price slider search', subtitle: 'Price slider search (fixed)' }) },
});

export const priceSliderSearchFixture = { _type: 'priceSliderSearch', _key: 'price-slider-search', heading: 'Shop by price', intro: 'Slide to your price range.' };

export const priceSliderSearchMinimal = { _type: 'priceSliderSearch', _key: 'price-slider-search-min' };
