import { z } from 'zod';
import { optionalText } from '../shared';

const filter = z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']);

export const locationsContract = z.object({
  heading: optionalText,
  filter: filter.nullish().transform((v) => v ?? 'all'),
});
