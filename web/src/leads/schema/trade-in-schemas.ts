import * as z from 'zod/mini';
import { SPEC_TEXT, TEXT } from '../messages';
import { ADJUSTMENT_QUESTIONS } from './form-choices';
import type { LeadFormRules } from './form-rules';
import { email, honeypot, oneOf, optionalId, optionalText, phone, postcode, rego, requiredText, termsAccepted, wholeNumber } from './fields';
import { dropped, YES_NO } from './shared-shapes';
import { AU_STATES, type AdjustmentId } from '@/ports/valuation/valuation-port';

export { AU_STATES, type AdjustmentAnswers, type AdjustmentId, type AuState } from '@/ports/valuation/valuation-port';

export { ADJUSTMENT_QUESTIONS, TRADE_IN_STEPS } from './form-choices';

const answer = () => oneOf(YES_NO);

export const adjustmentAnswersSchema = z.object(
  Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.id, answer()])) as Record<AdjustmentId, ReturnType<typeof answer>>,
  { error: TEXT.choose },
);

/** Step 1: the registration lookup (SPEC 7: rego lookup with rego and regoState). */
export const regoLookupSchema = z.object({
  rego: rego({ required: true }),
  regoState: oneOf(AU_STATES),
});
export type RegoLookupInput = z.output<typeof regoLookupSchema>;

const thisYear = () => new Date().getFullYear();

/** Step 2: the vehicle as the shopper confirms it, and its odometer. */
export function tradeInVehicleShape() {
  return {
    rego: rego({ required: false }),
    regoState: oneOf(AU_STATES),
    year: wholeNumber({ min: 1950, max: thisYear() + 1, required: true, message: TEXT.year }),
    make: requiredText(60),
    model: requiredText(60),
    variant: optionalText(100),
    kms: wholeNumber({ min: 0, max: 2_000_000, required: true }),
  };
}

/**
 * The whole trade-in / sell-my-car form (SPEC 3: trade-in contact fields First Name, last_name,
 * postcode, Mobile Number, email, a hidden field, terms_conditions, location_id, dealership_slug).
 * The browser validates it step by step; the server validates it whole.
 */
export function tradeInSchema(rules: LeadFormRules) {
  const locations = rules.locations.map((o) => o.value);
  return z.object({
    ...tradeInVehicleShape(),
    adjustmentAnswers: adjustmentAnswersSchema,
    name: requiredText(50),
    last_name: requiredText(50),
    postcode: postcode(),
    phone: phone('mobile'),
    email: email(),
    terms_conditions: termsAccepted(),
    location_id: locations.length > 0 ? oneOf(locations) : dropped(),
    dealership_slug: dropped(),
    website: honeypot(),
    opt_in: z._default(z.boolean(), true),
    /** The car the shopper wants to buy (/cars/trade-in?car_id=). */
    car_id: optionalId(),
  });
}
export type TradeInInput = z.input<ReturnType<typeof tradeInSchema>>;
export type TradeInValues = z.output<ReturnType<typeof tradeInSchema>>;

/** SPEC 7 offer acceptance: lead_id of the valuation lead, and the valuation accepted. */
export const offerAcceptanceSchema = z.object({
  lead_id: z.uuid({ error: SPEC_TEXT.required }),
  valuation_id: z.uuid({ error: SPEC_TEXT.required }),
  offer_accepted: z.literal(true, { error: SPEC_TEXT.required }),
  form_completed: z._default(z.boolean(), true),
});
