import { z } from 'zod';
import { optionalText } from '../shared';

export const BUDGET_SEARCH_PROJECTION = `heading, intro, frequency`;

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const budgetSearchContract = z.object({
  heading: optionalText,
  intro: optionalText,
  frequency: z.enum(['monthly', 'weekly']).nullish().transform((v) => v ?? 'monthly'),
});
