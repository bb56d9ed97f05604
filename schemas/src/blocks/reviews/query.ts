import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: the reviews come from the reviews port at render time; the block carries its settings. */
export const REVIEWS_PROJECTION = `heading, minRating, limit`;

export const reviewsContract = z.object({
  heading: optionalText,
  minRating: z.number().nullish().transform((v) => v ?? 4),
  limit: z.number().int().min(0).max(12).nullish().transform((v) => v ?? 6),
});
