import { z } from 'zod';
import { list, optionalText } from '../shared';

/** Fixed block: the locations come from LOCATIONS_QUERY at render time; references arrive as ids. */
export const LOCATIONS_PROJECTION = `heading, filter, display, "location": location._ref, manufacturer, subtype, "include": include[]._ref, "exclude": exclude[]._ref, showStockLink`;

const filter = z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']);
const display = z.enum(['grid', 'single', 'map', 'carousel']);

export const locationsContract = z.object({
  heading: optionalText,
  filter: filter.nullish().transform((v) => v ?? 'all'),
  display: display.nullish().transform((v) => v ?? 'grid'),
  location: optionalText,
  manufacturer: optionalText,
  subtype: optionalText,
  include: list(z.string()),
  exclude: list(z.string()),
  showStockLink: z.boolean().nullish().transform((v) => v ?? false),
});
