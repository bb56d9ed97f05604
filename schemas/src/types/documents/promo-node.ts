import { defineField, defineType } from 'sanity';
import { siteField } from '../fields';
import { EXPIRY_BEFORE_START_MESSAGE, isAfter } from '../rules/date-order';
import { hrefField } from '../objects/link';

export const PROMO_POSITION_MESSAGE = 'The position counts cards from 1: use 1 or more (the home page uses 8 and 17, or 9).';

/**
 * A promo card inserted into stock results (SPEC.md 2, 4, 9). Shown only between start and
 * expiry, only for its car types, at its position; several valid cards at one position rotate.
 */
export const promoNode = defineType({
  name: 'promoNode',
  title: 'Promo card',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Internal name', type: 'string', description: 'For editors only, e.g. EOFY Clearance July 2025.', validation: (rule) => rule.required() }),
    siteField(),
    defineField({
      name: 'start',
      title: 'Starts',
      type: 'datetime',
      description: 'When the card first shows. Times are saved with their time zone (Brisbane is +10:00).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'expiry',
      title: 'Expires',
      type: 'datetime',
      description: 'When the card stops showing.',
      validation: (rule) => rule.required().custom((value, context) => (isAfter((context.document as { start?: string } | undefined)?.start, value) ? true : EXPIRY_BEFORE_START_MESSAGE)),
    }),
    defineField({
      name: 'position',
      title: 'Position in results',
      type: 'number',
      description: 'Which card slot it takes, counting from 1. The home page uses 8 and 17, or 9.',
      validation: (rule) => rule.required().integer().min(1).error(PROMO_POSITION_MESSAGE),
    }),
    defineField({
      name: 'display',
      title: 'Show for',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [{ title: 'New', value: 'new' }, { title: 'Demo', value: 'demo' }, { title: 'Used', value: 'used' }] },
      description: 'The car types whose searches show this card. Leave empty to show it everywhere.',
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'strictDisplay',
      title: 'Only when the search is exactly these types',
      type: 'boolean',
      description: 'On: a search must include only the types above. Off: it is enough that it includes one of them.',
      initialValue: false,
    }),
    defineField({
      name: 'node',
      title: 'Card',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'body', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(200) }),
        hrefField(),
        defineField({ name: 'ctaLabel', title: 'Button text', type: 'string', validation: (rule) => rule.max(30) }),
        defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
      ],
    }),
  ],
  preview: { select: { title: 'title', start: 'start', expiry: 'expiry', position: 'position', media: 'node.image' }, prepare: ({ title, start, expiry, position, media }) => ({ title, subtitle: `#${position ?? '?'} · ${String(start ?? '').slice(0, 10)} → ${String(expiry ?? '').slice(0, 10)}`, media }) },
});
