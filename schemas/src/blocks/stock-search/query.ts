import { z } from 'zod';
import { optionalText } from '../shared';

export const STOCK_SEARCH_PROJECTION = `heading, intro, carType, filter`;

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const stockSearchContract = z.object({
  heading: optionalText,
  intro: optionalText,
  carType: z.enum(['all', 'new', 'demo', 'used', 'new-and-demo']).nullish().transform((v) => v ?? 'all'),
  filter: optionalText,
});
