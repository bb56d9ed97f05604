import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { quickQuotePrice, type CreditHistory } from '@/domain/quick-quote';
import { fieldErrors, type FieldErrors } from '@/leads/schema/field-errors';
import type { FinanceQuotePort } from '@/ports/finance-quote';
import type { ValuationPort } from '@/ports/valuation/valuation-port';
import type { DeliveryLookup } from '@/vehicle-page/server/delivery-estimate';
import type { Vehicle } from '@/vehicles/vehicle';
import { deliveryFee, tradeInCredit, type JourneyData, type PaymentSaved } from '../journey-data';
import {
  deliveryPostcodeSchema, detailsSchema, handoverDateError, handoverSchema, JOURNEY_TEXT, paymentSchema, tradeInChoiceSchema, tradeInDetailsSchema,
} from '../journey-steps';
import { journeyTotals } from '../journey-totals';
import { saveJourney, type Journey } from './journey-store';

export type JourneyDeps = {
  db: Kysely<Database>;
  valuation: () => ValuationPort;
  finance: () => FinanceQuotePort;
  delivery: (site: SiteConfig, vehicle: Vehicle, postcode: string) => Promise<DeliveryLookup>;
  now: () => Date;
};

/** The car, the deal's fixed figures and the dealer's "today" a step is saved against. */
export type JourneyContext = {
  site: SiteConfig; vehicle: Vehicle; price: number; deposit: number;
  /** 'YYYY-MM-DD' at the car's location. */
  today: string;
  /** The car's location's IANA zone (its times are shown there). */
  zone: string;
  locationName: string;
  /** The signed-in shopper's verified phone: it replaces whatever the form sends. */
  sessionPhone: string | null;
};

export type SaveResult = { ok: true; journey: Journey } | { ok: false; status: 400 | 409; errors: FieldErrors };

const UNAVAILABLE_OFFER = 'We could not work out an online estimate just now. We will value your car when you come in, and the credit comes off the balance then.';

const invalid = (errors: FieldErrors): SaveResult => ({ ok: false, status: 400, errors });

/** What the deal leaves to finance (the balance after the trade-in, delivery and the deposit), as the quick quote takes it. */
const financedAmount = (context: JourneyContext, data: JourneyData) =>
  quickQuotePrice(journeyTotals({ price: context.price, tradeIn: tradeInCredit(data), delivery: deliveryFee(data), deposit: context.deposit }).balance);

type FinanceQuote = Extract<PaymentSaved, { method: 'finance' }>['quote'];

/** The provider's quick quote for the financed amount; a failure is logged only (SPEC 8) and the finance team quotes in person. */
async function financeQuote(deps: JourneyDeps, context: JourneyContext, data: JourneyData, loanTerm: number, selfAssessedCreditScore: CreditHistory): Promise<FinanceQuote> {
  const amount = financedAmount(context, data);
  try {
    const answer = await deps.finance().quote({
      selfAssessedCreditScore, purchasePrice: amount, loanTerm, year: context.vehicle.year, vin: context.vehicle.vin, nvic: context.vehicle.nvic, whoIsHelping: '',
    });
    return { amount, weeklyRepaymentAmount: answer.weeklyRepaymentAmount, advertisedRate: answer.advertisedRate, comparisonRate: answer.comparisonRate };
  } catch (error) {
    console.warn('Failed to get YouX quick quote', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Saves one step of a shopper's buy-online journey (steps 1 to 5; step 6 pays, see pay-deposit):
 * valid input is stored with the platform's own figures and the journey moves to the next step;
 * invalid input changes nothing. Saving an earlier step again sends the shopper on from there,
 * so a changed trade-in or delivery is re-confirmed in every later step (each keeps its values).
 */
export async function saveStep(deps: JourneyDeps, context: JourneyContext, journey: Journey, step: number, values: Record<string, unknown>): Promise<SaveResult> {
  if (step > journey.step || step < 1 || step > 5) return { ok: false, status: 409, errors: { '': [JOURNEY_TEXT.notYet] } };
  const data: JourneyData = { ...journey.data };
  switch (step) {
    case 1:
      break;
    case 2: {
      const choice = tradeInChoiceSchema.safeParse(values);
      if (!choice.success) return invalid(fieldErrors(choice.error));
      if (choice.data.has_trade_in === 'no') {
        data.trade_in = { has_trade_in: 'no' };
        break;
      }
      const details = tradeInDetailsSchema.safeParse(values);
      if (!details.success) return invalid(fieldErrors(details.error));
      const v = details.data;
      const vehicle = { rego: v.rego ?? null, regoState: v.regoState, year: v.year!, make: v.make, model: v.model, variant: v.variant ?? null, kms: v.kms!, adjustmentAnswers: v.adjustmentAnswers };
      let offer: number | null = null;
      let reason: string | null = null;
      try {
        const result = await deps.valuation().value({ year: vehicle.year, make: vehicle.make, model: vehicle.model, variant: vehicle.variant, kms: vehicle.kms, answers: vehicle.adjustmentAnswers, rego: vehicle.rego, regoState: vehicle.regoState });
        if (result.outcome === 'offer') offer = result.offerPrice;
        else reason = result.reason;
      } catch (error) {
        console.error('[checkout journey] valuation failed', error instanceof Error ? error.message : error);
        reason = UNAVAILABLE_OFFER;
      }
      data.trade_in = { has_trade_in: 'yes', vehicle, offer, reason };
      break;
    }
    case 3: {
      const parsed = paymentSchema.safeParse(values);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      if (parsed.data.method === 'cash') {
        data.payment = { method: 'cash' };
        break;
      }
      const loanTerm = parsed.data.loanTerm ?? 5;
      const selfAssessedCreditScore = parsed.data.selfAssessedCreditScore ?? 'GREAT';
      data.payment = { method: 'finance', loanTerm, selfAssessedCreditScore, quote: await financeQuote(deps, context, data, loanTerm, selfAssessedCreditScore) };
      break;
    }
    case 4: {
      const parsed = handoverSchema.safeParse(values);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      const errors: FieldErrors = {};
      const dateError = handoverDateError(parsed.data.date, context.today);
      if (dateError) errors.date = [dateError];
      let postcode: string | null = null;
      if (parsed.data.method === 'delivery') {
        const where = deliveryPostcodeSchema.safeParse({ postcode: parsed.data.postcode ?? '' });
        if (!where.success) Object.assign(errors, fieldErrors(where.error));
        else postcode = where.data.postcode;
      }
      if (Object.keys(errors).length > 0) return invalid(errors);
      if (parsed.data.method === 'pickup' || postcode === null) {
        data.handover = { method: 'pickup', date: parsed.data.date, location: context.locationName };
        break;
      }
      const estimate = await deps.delivery(context.site, context.vehicle, postcode);
      if (!estimate.ok) return invalid({ postcode: [estimate.message === 'Invalid postcode' ? 'Invalid postcode' : JOURNEY_TEXT.noEstimate] });
      data.handover = { method: 'delivery', date: parsed.data.date, postcode, fee: estimate.price, place: estimate.name };
      break;
    }
    case 5: {
      const parsed = detailsSchema.safeParse({ ...values, ...(context.sessionPhone ? { phone: context.sessionPhone } : {}) });
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      data.details = parsed.data;
      break;
    }
  }
  // Delivery adds to what is financed: the quote follows the amount it was asked for (SPEC 7 quick quote).
  if (step === 4 && data.payment?.method === 'finance' && data.payment.quote?.amount !== financedAmount(context, data)) {
    data.payment = { ...data.payment, quote: await financeQuote(deps, context, data, data.payment.loanTerm, data.payment.selfAssessedCreditScore) };
  }
  const next = step + 1;
  await saveJourney(deps.db, journey.id, next, data, deps.now());
  return { ok: true, journey: { ...journey, step: next, data } };
}
