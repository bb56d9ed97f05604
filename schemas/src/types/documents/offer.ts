import { defineField, defineType } from 'sanity';
import { OFFER_CATEGORIES } from '../../content/offer';
import { siteField } from '../fields';
import { HREF_MESSAGE, HREF_PATTERN } from '../objects/link';
import { EXPIRY_BEFORE_START_MESSAGE, isAfter } from '../rules/date-order';

export const OFFER_TARGET_MESSAGE = 'Add a link or choose a model, so shoppers can act on the offer.';

/**
 * A dealership offer on /special-offers (SPEC.md 2, 7: the offers search, filtered by category
 * and price). Shown only from its start until it ends; an expired offer never shows.
 */
export const offer = defineType({
  name: 'offer',
  title: 'Offer',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'The headline shoppers see, e.g. "RAV4 GX Hybrid from $44,990 drive away".', validation: (rule) => rule.required().max(90) }),
    siteField(),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: OFFER_CATEGORIES.map(({ value, title }) => ({ value, title })) },
      description: 'Where shoppers find it on the offers page. Pick at least one.',
      validation: (rule) => rule.required().min(1).unique().error('Pick at least one category.'),
    }),
    defineField({ name: 'summary', title: 'Short text', type: 'text', rows: 3, description: 'One or two sentences under the title; shoppers can search these words.', validation: (rule) => rule.max(280) }),
    defineField({
      name: 'price',
      title: 'Price (AUD)',
      type: 'number',
      description: 'Optional. The offer price in whole dollars, used by the price filter. Leave empty for offers without a price (e.g. bonus accessories).',
      validation: (rule) => rule.min(0).max(2_000_000).precision(0),
    }),
    defineField({ name: 'priceLabel', title: 'Price type', type: 'string', description: 'Optional, e.g. "Drive Away", "per week", "from". Shown after the price.', validation: (rule) => rule.max(30) }),
    defineField({
      name: 'validFrom',
      title: 'Starts',
      type: 'datetime',
      description: 'When the offer first shows. Times are saved with their time zone (Brisbane is +10:00).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'validUntil',
      title: 'Ends',
      type: 'datetime',
      description: 'When the offer stops showing; the page prints "Offer ends" with this date. Leave empty for a standing offer.',
      validation: (rule) => rule.custom((value, context) => (isAfter((context.document as { validFrom?: string } | undefined)?.validFrom, value) ? true : EXPIRY_BEFORE_START_MESSAGE)),
    }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
    defineField({ name: 'terms', title: 'Terms and conditions', type: 'text', rows: 4, description: 'The fine print shown with the offer.', validation: (rule) => rule.max(1200) }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'Where the offer button goes: a path on this site such as /search/new-cars/toyota/rav4, or a full https:// address.',
      validation: (rule) => rule.custom((value, context) => {
        if (value && !HREF_PATTERN.test(value)) return HREF_MESSAGE;
        return value || (context.document as { model?: unknown } | undefined)?.model ? true : OFFER_TARGET_MESSAGE;
      }),
    }),
    defineField({ name: 'model', title: 'Model', type: 'reference', to: [{ type: 'model' }], description: 'Optional. Without a link, the button goes to this model\'s stock.' }),
  ],
  preview: {
    select: { title: 'title', validUntil: 'validUntil', media: 'image' },
    prepare: ({ title, validUntil, media }) => ({ title, subtitle: validUntil ? `Ends ${String(validUntil).slice(0, 10)}` : 'No end date', media }),
  },
});
