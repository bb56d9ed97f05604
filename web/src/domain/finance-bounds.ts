import type { SiteConfig } from '@dealer/schemas/content/site';

/**
 * SPEC 5 "Vehicle-page calculator": amount 1000–100000 step 500 (or the tenant's bounds; 1.05 x
 * price above 100000 where the tenant says), term 1–7 step 0.5 (or the tenant's max), interest
 * 0.5–15 step 0.5 (or the tenant's range), locked where set; default loan 30000 or the car's price
 * per tenant (SPEC 9).
 */
export type CalculatorBounds = {
  amount: { min: number; max: number; step: number; initial: number };
  term: { min: number; max: number; step: number; initial: number };
  interest: { min: number; max: number; step: number; initial: number; locked: boolean };
};

export type CalculatorPolicy = {
  amountMin: number;
  amountMax: number;
  termMax: number;
  interestMin: number;
  interestMax: number;
  defaultInterest: number;
  defaultTermYears: number;
  interestLocked: boolean;
  /** The tenant lets the amount reach 1.05 x the price for cars over 100000. */
  scaleMaxAbovePrice: boolean;
  /** The tenant starts the loan at the car's price rather than 30000. */
  defaultLoanIsPrice: boolean;
};

export const DEFAULT_LOAN = 30_000;
const PRICE_SCALE_THRESHOLD = 100_000;
const PRICE_SCALE_FACTOR = 1.05;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const toStep = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The site config carries the tenant's bounds; the two per-tenant switches the config has no
 * field for are derived from the template: the manufacturer franchise sells cars over 100000
 * (the amount may reach 1.05 x price) and the used-only dealer starts the loan at the price.
 */
export function calculatorPolicyFor(site: Pick<SiteConfig, 'finance' | 'template'>): CalculatorPolicy {
  const { finance } = site;
  return {
    amountMin: finance.amountMin,
    amountMax: finance.amountMax,
    termMax: finance.termMax,
    interestMin: finance.interestMin,
    interestMax: finance.interestMax,
    defaultInterest: finance.defaultInterest,
    defaultTermYears: finance.defaultTermYears,
    interestLocked: finance.interestLocked,
    scaleMaxAbovePrice: site.template === 'manufacturerFranchise',
    defaultLoanIsPrice: site.template === 'usedOnly',
  };
}

export function calculatorBounds(policy: CalculatorPolicy, price: number | null): CalculatorBounds {
  const amountStep = 500;
  const scaled = policy.scaleMaxAbovePrice && price !== null && price > PRICE_SCALE_THRESHOLD;
  const amountMax = scaled ? toStep(price * PRICE_SCALE_FACTOR, amountStep) : policy.amountMax;
  const amountMin = Math.min(policy.amountMin, amountMax);
  const wanted = policy.defaultLoanIsPrice && price !== null && price > 0 ? price : DEFAULT_LOAN;
  const termMax = policy.termMax;
  return {
    amount: { min: amountMin, max: amountMax, step: amountStep, initial: clamp(toStep(wanted, amountStep), amountMin, amountMax) },
    term: { min: 1, max: termMax, step: 0.5, initial: clamp(policy.defaultTermYears, 1, termMax) },
    interest: {
      min: policy.interestMin,
      max: policy.interestMax,
      step: 0.5,
      initial: clamp(policy.defaultInterest, policy.interestMin, policy.interestMax),
      locked: policy.interestLocked,
    },
  };
}

/** Out-of-range entries clamp; the step is honoured from the minimum. */
export function clampToBounds(value: number, { min, max, step }: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return min;
  const stepped = min + Math.round((value - min) / step) * step;
  return clamp(Math.round(stepped * 100) / 100, min, max);
}
