import { defineArrayMember, defineField, defineType } from 'sanity';
import { siteField } from '../fields';

/** A dealer's review summary and highlighted reviews (SPEC.md 3, Review summary and Review). */
export const reviewSummary = defineType({
  name: 'reviewSummary',
  title: 'Reviews',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    siteField(),
    defineField({ name: 'location', title: 'Location', type: 'reference', to: [{ type: 'location' }], description: 'Leave empty for the whole site.' }),
    defineField({ name: 'averageRating', title: 'Average rating', type: 'string', description: 'e.g. 4.6', validation: (rule) => rule.required().regex(/^(?:[0-4](?:\.\d)?|5(?:\.0)?)$/, { name: 'a rating from 0 to 5, e.g. 4.6' }) }),
    defineField({ name: 'count', title: 'Number of reviews', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
    defineField({
      name: 'reviews',
      title: 'Reviews',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'review',
          fields: [
            defineField({ name: 'customerName', title: 'Customer', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'rating', title: 'Rating', type: 'number', validation: (rule) => rule.required().min(1).max(5) }),
            defineField({ name: 'text', title: 'Review', type: 'text', rows: 3 }),
            defineField({ name: 'reviewDate', title: 'Date', type: 'date', validation: (rule) => rule.required() }),
            defineField({ name: 'replyText', title: 'Dealer reply', type: 'text', rows: 2 }),
            defineField({ name: 'replyDate', title: 'Reply date', type: 'date' }),
          ],
          preview: { select: { title: 'customerName', subtitle: 'rating' } },
        }),
      ],
    }),
  ],
});
