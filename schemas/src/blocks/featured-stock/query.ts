import { z } from 'zod';
import { optionalText } from '../shared';

export const FEATURED_STOCK_PROJECTION = `heading, filter, limit, ctaLabel, ctaHref`;

/** Fixed block: cars come from the search port; `filter` narrows the tenant's base filter. */
export const featuredStockContract = z.object({
  heading: z.string(),
  filter: optionalText,
  limit: z.number().int().min(1).max(24).nullish().transform((v) => v ?? 6),
  ctaLabel: optionalText,
  ctaHref: optionalText,
});
