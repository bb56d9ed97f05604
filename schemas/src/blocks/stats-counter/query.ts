import { z } from 'zod';
import { list, optionalText } from '../shared';

export const STATS_COUNTER_PROJECTION = `heading, "stats": stats[] { _key, value, label }`;

export const statsCounterContract = z.object({
  heading: optionalText,
  stats: list(z.object({ _key: z.string(), value: z.string(), label: z.string() })),
});
