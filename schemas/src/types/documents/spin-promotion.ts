import { defineArrayMember, defineField, defineType } from 'sanity';
import { siteField } from '../fields';

/**
 * A spin-to-win promotion (SPEC 2 /spin-to-win): the prizes on the wheel, each with its weight
 * (its chance against the others), and the terms. The server draws the prize from these weights;
 * a shopper spins once per promotion, so a new campaign is a new promotion document.
 */
export const spinPromotion = defineType({
  name: 'spinPromotion',
  title: 'Spin to win',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Promotion name', type: 'string', description: 'e.g. Spring Service Spin', validation: (rule) => rule.required().max(80) }),
    siteField(),
    defineField({
      name: 'prizes',
      title: 'Prizes',
      type: 'array',
      description: 'The wheel shows them in this order. A prize with weight 4 is drawn twice as often as one with weight 2.',
      validation: (rule) => rule.required().min(2).max(12),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'spinPrize',
          fields: [
            defineField({ name: 'label', title: 'Prize', type: 'string', description: 'Short, it goes on the wheel, e.g. Free car detail', validation: (rule) => rule.required().max(32) }),
            defineField({ name: 'description', title: 'What the shopper gets', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
            defineField({ name: 'weight', title: 'Weight', type: 'number', initialValue: 1, validation: (rule) => rule.required().integer().min(1).max(1000) }),
          ],
          preview: { select: { title: 'label', weight: 'weight' }, prepare: ({ title, weight }) => ({ title, subtitle: `weight ${weight ?? '?'}` }) },
        }),
      ],
    }),
    defineField({ name: 'endsAt', title: 'Ends', type: 'datetime', description: 'No spins after this; leave empty for no end date.' }),
    defineField({ name: 'terms', title: 'Prize terms', type: 'text', rows: 6, validation: (rule) => rule.required().max(3000) }),
  ],
  preview: { select: { title: 'title' } },
});
