import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';
import { OFFER_CATEGORIES } from '../../content/offer';
/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const offersSearchGroup: BlockGroup = 'fixed';

export const offersSearchSchema = defineType({
  name: 'offersSearch',
  title: 'Offers search (fixed)',
  type: 'object',
  description: 'The dealer\'s current offers (expired ones never show), with a link to all offers (/special-offers).',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', description: 'Leave empty for "Special offers".' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      options: { list: OFFER_CATEGORIES.map(({ value, title }) => ({ value, title })) },
      description: 'Show one category only. Leave empty for every offer.',
    }),
    defineField({ name: 'limit', title: 'Number of offers', type: 'number', initialValue: 3, validation: (rule) => rule.integer().min(1).max(21) }),
  ],
  preview: { select: { title: 'heading', category: 'category' }, prepare: ({ title, category }) => ({ title: title ?? 'Offers search', subtitle: `Offers search (fixed)${category ? ` · ${category}` : ''}` }) },
});

export const offersSearchFixture = { _type: 'offersSearch', _key: 'offers-search', heading: 'Service specials', intro: 'Keep your car at its best.', category: 'service', limit: 3 };

export const offersSearchMinimal = { _type: 'offersSearch', _key: 'offers-search-min' };
