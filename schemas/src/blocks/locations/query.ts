import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: the locations come from LOCATIONS_QUERY at render time. */
export const LOCATIONS_PROJECTION = `heading, filter`;

const filter = z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']);

export const locationsContract = z.object({
  heading: optionalText,
  filter: filter.nullish().transform((v) => v ?? 'all'),
});
