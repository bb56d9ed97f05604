import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const reviewsGroup: BlockGroup = 'fixed';

export const reviewsSchema = defineType({
  name: 'reviews',
  title: 'Reviews (fixed)',
  type: 'object',
  description: 'The site\'s review summary and recent reviews. Shown only when the average rating is above the minimum.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', initialValue: 'What our customers say' }),
    defineField({ name: 'minRating', title: 'Minimum average rating', type: 'number', initialValue: 4, description: 'Below this the block hides itself (SPEC: min rating 4).', validation: (rule) => rule.min(0).max(5) }),
    defineField({ name: 'limit', title: 'Reviews shown', type: 'number', initialValue: 6, validation: (rule) => rule.integer().min(0).max(12) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Reviews', subtitle: 'Reviews (fixed)' }) },
});

export const reviewsFixture = {
  _type: 'reviews',
  _key: 'reviews',
  heading: 'What our customers say',
  minRating: 4,
  limit: 6,
};

export const reviewsMinimal = { _type: 'reviews', _key: 'reviews-min' };
