import * as z from 'zod/mini';
import { CREDIT_HISTORIES } from '@/domain/quick-quote';
import { addDays } from '@/lib/time-zone';
import { SPEC_TEXT } from '@/leads/messages';
import { email, oneOf, phone, postcode, requiredText, wholeNumber } from '@/leads/schema/fields';
import { adjustmentAnswersSchema, AU_STATES, tradeInVehicleShape } from '@/leads/schema/trade-in-schemas';

/**
 * Buy online (SPEC 2 `/checkout-journey?car_id=`): the steps of the purchase, in order, each with
 * the schema its form is checked against on the server. A step advances only when valid; the
 * review step pays the deposit (SPEC 9) and has no form of its own.
 */
export const JOURNEY_STEPS = [
  { step: 1, title: 'Your car' },
  { step: 2, title: 'Trade-in' },
  { step: 3, title: 'Payment method' },
  { step: 4, title: 'Delivery or pickup' },
  { step: 5, title: 'Your details' },
  { step: 6, title: 'Review and pay deposit' },
] as const;

export type StepNumber = (typeof JOURNEY_STEPS)[number]['step'];
export const LAST_STEP = 6;

export const JOURNEY_TEXT = {
  noPrice: 'This car has no online price, so it cannot be bought online. Please enquire instead.',
  notBuyable: 'This car cannot be bought online.',
  notYet: 'Please finish the earlier steps first.',
  licence: 'Please enter your driver licence number (letters and numbers only).',
  dateRange: (from: string, to: string) => `Please choose a date from ${from} to ${to}.`,
  noEstimate: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

const YES_NO_TRADE = ['yes', 'no'] as const;

/** Step 2: a trade-in or not; with one, the same questions the trade-in valuation asks. */
export const tradeInChoiceSchema = z.object({ has_trade_in: oneOf(YES_NO_TRADE) });
export const tradeInDetailsSchema = z.object({
  ...tradeInVehicleShape(),
  adjustmentAnswers: adjustmentAnswersSchema,
});

/** Step 3: cash, or finance through the quick quote (SPEC 5: term 1 to 7 years, credit GREAT/DECENT/POOR). */
export const paymentSchema = z.object({
  method: oneOf(['cash', 'finance'] as const),
  loanTerm: z.optional(wholeNumber({ min: 1, max: 7, required: false, message: 'Please choose a term from 1 to 7 years.' })),
  selfAssessedCreditScore: z.optional(oneOf(CREDIT_HISTORIES)),
});

/** The first and last handover days offered: from two days after today (the dealer's day) to 60 days on. */
export const HANDOVER_WINDOW = { fromDays: 2, toDays: 60 } as const;

export function handoverWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, HANDOVER_WINDOW.fromDays), to: addDays(today, HANDOVER_WINDOW.toDays) };
}

/** A handover date must be a real calendar date inside the window (dates compare as YYYY-MM-DD text). */
export function handoverDateError(date: string, today: string): string | null {
  const window = handoverWindow(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  if (date === '') return SPEC_TEXT.required;
  if (!valid || date < window.from || date > window.to) return JOURNEY_TEXT.dateRange(window.from, window.to);
  return null;
}

/** Step 4: pick up from the dealer, or delivery to a postcode (SPEC 5 postcode rule), on a date. */
export const handoverSchema = z.object({
  method: oneOf(['pickup', 'delivery'] as const),
  postcode: z.optional(z.string().check(z.maxLength(10))),
  date: z.string().check(z.trim(), z.maxLength(10)),
});
export const deliveryPostcodeSchema = z.object({ postcode: postcode() });

/** Step 5: who is buying. The phone is the signed-in shopper's where there is one. */
export const detailsSchema = z.object({
  name: requiredText(50),
  last_name: requiredText(50),
  email: email(),
  phone: phone('mobile'),
  street: requiredText(120),
  suburb: requiredText(60),
  state: oneOf(AU_STATES),
  postcode: postcode(),
  licence: z.string(SPEC_TEXT.required).check(z.trim(), z.minLength(1, { error: SPEC_TEXT.required, abort: true }), z.regex(/^[A-Za-z0-9]{4,12}$/, JOURNEY_TEXT.licence), z.toUpperCase()),
});
export type JourneyDetails = z.output<typeof detailsSchema>;
