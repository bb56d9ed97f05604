import { z } from 'zod';
import { optionalText } from '../shared';

/** Fixed block: settings only; the data comes from the search index and the project's APIs. */
export const financeCalculatorContract = z.object({
  heading: optionalText,
  intro: optionalText,
  defaultAmount: z.number().nullish().transform((v) => v ?? 30000),
});
