import type { CatalogueModel } from '../catalogue/catalogue-types';
import type { Random } from '../random';
import type { LenderSpec } from '../tenants/tenant-types';
import type { FinanceLender } from './demo-vehicle';

/** Dealer pricing ends in 990 (e.g. $34,990); below $10,000 in 490 or 990. */
export function dealerRound(value: number): number {
  const step = value < 10_000 ? 500 : 1000;
  return Math.max(step, Math.round(value / step) * step) - 10;
}

const curves: Record<CatalogueModel['itemType'], { first: number; yearly: number; kmPerYear: number }> = {
  car: { first: 0.83, yearly: 0.9, kmPerYear: 14_000 },
  motorcycle: { first: 0.82, yearly: 0.93, kmPerYear: 4_000 },
  truck: { first: 0.8, yearly: 0.88, kmPerYear: 32_000 },
  caravan: { first: 0.87, yearly: 0.93, kmPerYear: 0 },
};

export function typicalKmPerYear(model: CatalogueModel): number {
  return curves[model.itemType].kmPerYear;
}

/**
 * Market value of a used vehicle: the new price depreciated by age, adjusted for kilometres against
 * the typical for its age and for how well the model holds its value.
 */
export function usedValue(model: CatalogueModel, newPrice: number, age: number, km: number | null, random: Random): number {
  const curve = curves[model.itemType];
  const depreciation = curve.first * curve.yearly ** Math.max(0, age - 1);
  const retained = depreciation ** (1 / model.retention);
  const expected = Math.max(1, age) * curve.kmPerYear;
  const kmFactor = km === null || expected === 0 ? 1 : 1 - Math.min(0.12, Math.max(-0.08, ((km - expected) / expected) * 0.08));
  return dealerRound(Math.max(3000, newPrice * retained * kmFactor * random.float(0.94, 1.06)));
}

const round2 = (value: number) => Math.round(value * 100) / 100;
// One formatter for all vehicles: creating an Intl formatter per call dominated generation time.
const currency = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const format = (value: number) => currency.format(value);

/**
 * Repayment estimate on the spec's basis: 5-year term, 10% deposit, 30% final (balloon) payment.
 */
export function lenderEstimate(price: number, lender: LenderSpec, carType: 'new' | 'demo' | 'used', random: Random): FinanceLender {
  const [low, high] = lender.rate;
  const spread = carType === 'used' ? random.float(0.3, 1) : random.float(0, 0.5);
  const interestRate = round2(low + (high - low) * spread);
  const comparisonRate = round2(interestRate + (lender.establishmentFee > 0 ? random.float(0.8, 1.5) : random.float(0.3, 0.9)));
  const termMonths = 60;
  const deposit = Math.round(price * 0.1);
  const balloon = Math.round(price * 0.3);
  const principal = price - deposit + lender.establishmentFee;
  const monthlyRate = interestRate / 100 / 12;
  const paymentMonth = round2(((principal - balloon / (1 + monthlyRate) ** termMonths) * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths));
  const paymentWeek = round2((paymentMonth * 12) / 52);
  return {
    disclaimer: `Estimated repayment of ${format(paymentWeek)} per week based on a 5-year secured consumer loan with a ${format(deposit)} deposit `
      + `and a ${format(balloon)} final payment at ${interestRate}% p.a. (comparison rate ${comparisonRate}% p.a.) through ${lender.provider}. `
      + 'Subject to approval; fees and charges apply.',
    deposit,
    paymentWeek,
    paymentMonth,
    totalPayable: round2(paymentMonth * termMonths + balloon),
    interestRate,
    comparisonRate,
    termMonths,
    termWeeks: 260,
    termYears: 5,
    establishmentFees: lender.establishmentFee,
    balloon,
    financeProvider: lender.provider,
  };
}

/** Where a listing sits against its market (SPEC 4): below (a great price), within, or above it. */
export type MarketBand = 'below' | 'within' | 'above';

/**
 * The market average as a multiple of the listing price, for a draw u in [0, 1): 40% of cars
 * below market (average 4-16% over the price), 40% within (±3%), 20% above (the price 11-25% over
 * the average, past the top of the market range, so the page shows no comparison).
 */
export function marketFactor(u: number): { band: MarketBand; factor: number } {
  if (u < 0.4) return { band: 'below', factor: 1.04 + (u / 0.4) * 0.12 };
  if (u < 0.8) return { band: 'within', factor: 0.97 + ((u - 0.4) / 0.4) * 0.06 };
  return { band: 'above', factor: 0.8 + ((u - 0.8) / 0.2) * 0.1 };
}

/** Market price data as the autograb service reports it, in one of the SPEC 4 bands around the listing price. */
export function marketData(price: number, random: Random): { state_average_market_price: number; average_market_price: number } {
  const state = Math.round((price * marketFactor(random.float(0, 1)).factor) / 100) * 100;
  return { state_average_market_price: state, average_market_price: Math.round((state * random.float(0.97, 1.03)) / 100) * 100 };
}
