import { OTHER_CALCULATOR_DEFAULT_INTEREST } from './finance-constants';
import { MIN_MEANINGFUL_REPAYMENT, repayment, totalPayable, type Frequency } from './finance-maths';

/**
 * SPEC 5 "Other calculator": purchase price from 1,000 (5,000 for the provider or dealer that says
 * so) to 250,000; deposit/trade-in and residual 0–250,000; term 1–7 in half years; interest
 * 0.5–15 in half points or the tenant's range; frequency weekly, fortnightly or monthly.
 * Out-of-range entries clamp; non-numeric input is stripped to digits (SPEC 9: starts at 8.5%).
 */
export type OtherCalculatorPolicy = { priceMin: 1000 | 5000; interestMin: number; interestMax: number; interestLocked: boolean };

export type Range = { min: number; max: number; step: number };
export type OtherCalculatorBounds = { price: Range; deposit: Range; residual: Range; term: Range; interest: Range };

export const OTHER_CALCULATOR_MAX = 250_000;

/** The tenant's finance settings decide the minimum price (5,000 where its smallest loan is 5,000 or more) and the rate range. */
export function otherCalculatorPolicy(finance: { amountMin: number; interestMin: number; interestMax: number; interestLocked: boolean }): OtherCalculatorPolicy {
  return { priceMin: finance.amountMin >= 5000 ? 5000 : 1000, interestMin: finance.interestMin, interestMax: finance.interestMax, interestLocked: finance.interestLocked };
}

export function otherCalculatorBounds(policy: OtherCalculatorPolicy): OtherCalculatorBounds {
  return {
    price: { min: policy.priceMin, max: OTHER_CALCULATOR_MAX, step: 1 },
    deposit: { min: 0, max: OTHER_CALCULATOR_MAX, step: 1 },
    residual: { min: 0, max: OTHER_CALCULATOR_MAX, step: 1 },
    term: { min: 1, max: 7, step: 0.5 },
    interest: { min: policy.interestMin, max: policy.interestMax, step: 0.5 },
  };
}

/** 'Cannot be less than {min} or more than $250,000' with the minimum in dollars. */
export const priceMessage = (min: number) => `Cannot be less than $${min.toLocaleString('en-AU')} or more than $250,000`;

/** A typed dollar entry: non-digits stripped, then clamped into range (empty stays empty). */
export function dollarEntry(text: string, range: Range): { text: string; value: number | null } {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
  if (digits === '') return { text: '', value: null };
  const value = Math.min(range.max, Math.max(range.min, Number(digits)));
  return { text: String(value), value };
}

/** A slider or number entry for term or interest: clamped and put on the half step from the minimum. */
export function steppedEntry(value: number, range: Range): number {
  if (!Number.isFinite(value)) return range.min;
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, Math.round(stepped * 100) / 100));
}

/** The price message while a typed price is out of range, else null. */
export function priceError(typed: string, range: Range): string | null {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return value < range.min || value > range.max ? priceMessage(range.min) : null;
}

export type OtherCalculatorInput = { price: number; deposit: number; residual: number; termYears: number; interest: number; frequency: Frequency };

export type OtherCalculatorResult = {
  amountFinanced: number;
  repayment: number;
  /** Blank at a repayment of 25 or less: the panel says 'Enquire for Finance' instead (SPEC 4). */
  totalPayable: number | null;
  enquire: boolean;
};

/** Repayment on the price less deposit/trade-in, with the residual as the final payment. */
export function otherCalculator({ price, deposit, residual, termYears, interest, frequency }: OtherCalculatorInput): OtherCalculatorResult {
  const amountFinanced = Math.max(0, price - deposit);
  const balloon = Math.min(residual, amountFinanced);
  const loan = { amount: amountFinanced, interest, termYears, frequency, balloon };
  const payment = repayment(loan);
  const enquire = payment <= MIN_MEANINGFUL_REPAYMENT;
  return { amountFinanced, repayment: payment, totalPayable: enquire ? null : totalPayable(loan), enquire };
}

export const OTHER_CALCULATOR_START = { price: 30_000, deposit: 0, residual: 0, termYears: 5, interest: OTHER_CALCULATOR_DEFAULT_INTEREST, frequency: 52 as Frequency };
