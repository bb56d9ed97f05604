import { z } from 'zod';
import { list, optionalText } from '../shared';

export const statsCounterContract = z.object({
  heading: optionalText,
  stats: list(z.object({ _key: z.string(), value: z.string(), label: z.string() })),
});
