import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const budgetSearchContract = z.object({
  heading: optionalText,
  intro: optionalText,
  frequency: z.enum(['monthly', 'weekly']).nullish().transform((v) => v ?? 'monthly'),
});
