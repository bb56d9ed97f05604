import { z } from 'zod';
import { optionalText } from '../shared';

export const FINANCE_CALCULATOR_PROJECTION = `heading, intro, defaultAmount, defaultInterest`;

/**
 * Fixed block: settings only. The starting price and interest follow SPEC 9's quick quote
 * (price 30,000 and interest 10 by default); the web clamps them into the calculator's range.
 */
export const financeCalculatorContract = z.object({
  heading: optionalText,
  intro: optionalText,
  defaultAmount: z.number().nullish().transform((v) => v ?? 30000),
  defaultInterest: z.number().nullish().transform((v) => v ?? 10),
});
