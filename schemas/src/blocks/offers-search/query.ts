import { z } from 'zod';
import { optionalText } from '../shared';

export const OFFERS_SEARCH_PROJECTION = `heading, intro, category, limit`;

/** Fixed block: settings only; the offers come from the offers search index. */
export const offersSearchContract = z.object({
  heading: optionalText,
  intro: optionalText,
  category: optionalText,
  limit: z.number().int().min(1).max(21).nullish().transform((v) => v ?? 3),
});
