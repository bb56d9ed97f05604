import type { AdjustmentAnswers } from './valuation-port';
import type { ValuationInput, ValuationResult } from './valuation-port';

/**
 * The local trade-in estimate: deterministic, from the vehicle's age, make, model, odometer and
 * the condition answers. It is an indicative dealer buying price, not a market valuation.
 */

/** SPEC 9 trade-in FAQ: generally no online estimate for cars over 7 years or 100,000 km. */
export const MAX_AGE_YEARS = 7;
export const MAX_KMS = 100_000;
export const NO_ESTIMATE_REASON = "We generally can't give an online estimate for vehicles over 7 years old or with more than 100,000 km. Our team will contact you to arrange an appraisal.";

const LUXURY = new Set(['audi', 'bmw', 'genesis', 'jaguar', 'land rover', 'lexus', 'mercedes-benz', 'porsche', 'tesla', 'volvo']);
const BUDGET = new Set(['chery', 'haval', 'ldv', 'mg', 'suzuki']);
const WORKHORSE = /hilux|ranger|landcruiser|prado|d-max|bt-50|triton|navara|amarok|everest|patrol|hiace|transit|isuzu|hino|fuso/i;
const SMALL = /yaris(?! cross)|mazda2|^2$|i20|picanto|mg3|swift|rio|micra|polo/i;

function newPrice(make: string, model: string): number {
  const key = make.trim().toLowerCase();
  let price = LUXURY.has(key) ? 80_000 : BUDGET.has(key) ? 30_000 : 42_000;
  if (WORKHORSE.test(model)) price *= 1.35;
  else if (SMALL.test(model.trim())) price *= 0.6;
  return price;
}

/** Share of value kept for each condition answer that is not the good one. */
const PENALTY: Record<keyof AdjustmentAnswers, number> = {
  accident: 0.12,
  damage: 0.08,
  warning_lights: 0.1,
  service_history: 0.05,
  two_keys: 0.02,
  // Finance owing is paid out at settlement; it does not change what the car is worth.
  finance_owing: 0,
};
const GOOD: Record<keyof AdjustmentAnswers, 'Yes' | 'No'> = { accident: 'No', damage: 'No', warning_lights: 'No', service_history: 'Yes', two_keys: 'Yes', finance_owing: 'No' };

export function estimateTradeIn(input: ValuationInput, now: Date = new Date()): ValuationResult {
  const age = Math.max(0, now.getFullYear() - input.year);
  if (age > MAX_AGE_YEARS || input.kms > MAX_KMS) return { outcome: 'no-estimate', reason: NO_ESTIMATE_REASON };
  // Roughly 15% in the first year, 10% a year after that.
  let value = newPrice(input.make, input.model) * (age === 0 ? 0.9 : 0.85 * 0.9 ** (age - 1));
  // Against 15,000 km a year: 1% of value per 10,000 km over or under, within -20% and +10%.
  const expected = 15_000 * Math.max(age, 1);
  value *= Math.min(1.1, Math.max(0.8, 1 - ((input.kms - expected) / 10_000) * 0.01));
  for (const [question, penalty] of Object.entries(PENALTY) as [keyof AdjustmentAnswers, number][]) {
    if (input.answers[question] !== GOOD[question]) value *= 1 - penalty;
  }
  // A dealer's buying price leaves room for reconditioning and margin.
  const offer = Math.floor((value * 0.82) / 100) * 100;
  return { outcome: 'offer', offerPrice: Math.max(500, offer) };
}
