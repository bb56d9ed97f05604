import { defineArrayMember, defineField, defineType } from 'sanity';
import { siteField } from '../fields';
import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from '../rules/postcode';

/** A delivery price for a postcode range (SPEC.md 3, Delivery estimate: price and region name). */
export const deliveryZone = defineType({
  name: 'deliveryZone',
  title: 'Delivery zone',
  type: 'document',
  fields: [
    defineField({ name: 'regionName', title: 'Region name', type: 'string', description: 'Shown with the estimate, e.g. Brisbane Metro.', validation: (rule) => rule.required() }),
    siteField(),
    defineField({ name: 'price', title: 'Delivery price ($)', type: 'number', validation: (rule) => rule.required().min(0) }),
    defineField({
      name: 'postcodeRanges',
      title: 'Postcode ranges',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'postcodeRange',
          fields: [
            defineField({ name: 'from', title: 'From', type: 'string', validation: (rule) => rule.required().regex(POSTCODE_PATTERN, { name: POSTCODE_MESSAGE }).error(POSTCODE_MESSAGE) }),
            defineField({
              name: 'to',
              title: 'To',
              type: 'string',
              validation: (rule) => rule.required().regex(POSTCODE_PATTERN, { name: POSTCODE_MESSAGE }).error(POSTCODE_MESSAGE).custom((value, context) => {
                const from = (context.parent as { from?: string } | undefined)?.from;
                return typeof value === 'string' && typeof from === 'string' && value < from ? 'The range must end at or after where it starts.' : true;
              }),
            }),
          ],
          preview: { select: { from: 'from', to: 'to' }, prepare: ({ from, to }) => ({ title: `${from ?? '?'} – ${to ?? '?'}` }) },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'regionName', price: 'price' }, prepare: ({ title, price }) => ({ title, subtitle: typeof price === 'number' ? `$${price}` : '' }) },
});
