import * as z from 'zod/mini';
import { SPEC_TEXT, TEXT } from '../messages';
import { isCleanText } from './fields';

/**
 * SPEC 7 POST /api/miscellaneous: "valuation result plus column_name 'valuation' on some sites".
 * Only the columns listed here can be written; the default is the valuation.
 */
export const MISCELLANEOUS_COLUMNS = ['valuation'] as const;
export type MiscellaneousColumn = (typeof MISCELLANEOUS_COLUMNS)[number];

const required = { error: SPEC_TEXT.required };

/** The valuation as /api/leads/trade-in returned it and the offer panel showed it. */
export const shownValuationSchema = z.object({
  id: z.uuid(required),
  outcome: z.enum(['offer', 'no-estimate'], { error: TEXT.choose }),
  offer_price: z.nullable(z.number({ error: TEXT.number }).check(z.gte(0, TEXT.number), z.lte(10_000_000, TEXT.number))),
  reason: z.nullable(z.string(required).check(z.maxLength(500, TEXT.tooLong(500)), z.refine((v) => isCleanText(v), TEXT.badCharacters))),
}, required);
export type ShownValuationInput = z.input<typeof shownValuationSchema>;

export const miscellaneousSchema = z.object({
  lead_id: z.uuid(required),
  column_name: z._default(z.enum(MISCELLANEOUS_COLUMNS, { error: TEXT.choose }), 'valuation'),
  valuation: shownValuationSchema,
}, required);
export type MiscellaneousInput = z.input<typeof miscellaneousSchema>;
