/**
 * Loan repayments by standard amortisation with an optional balloon (final) payment: the balloon
 * is discounted to today and the rest is repaid in equal instalments. SPEC 3 "Finance calculator
 * state": frequency 52 (week), 26 (fortnight) or 12 (month) payments a year.
 */
export type Frequency = 52 | 26 | 12;

export const FREQUENCIES: readonly { value: Frequency; label: string; per: string }[] = [
  { value: 52, label: 'Weekly', per: 'week' },
  { value: 26, label: 'Fortnightly', per: 'fortnight' },
  { value: 12, label: 'Monthly', per: 'month' },
];

export type LoanInput = {
  amount: number;
  /** Nominal annual rate in percent, e.g. 8.5. */
  interest: number;
  termYears: number;
  frequency: Frequency;
  balloon?: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The repayment per period, rounded to cents; 0 for a non-positive amount or term. */
export function repayment({ amount, interest, termYears, frequency, balloon = 0 }: LoanInput): number {
  const periods = Math.round(termYears * frequency);
  if (!(amount > 0) || periods <= 0) return 0;
  const rate = interest / 100 / frequency;
  if (rate === 0) return round2((amount - balloon) / periods);
  const growth = (1 + rate) ** periods;
  return round2(((amount - balloon / growth) * rate) / (1 - 1 / growth));
}

/** Everything paid over the loan: the instalments plus the balloon. */
export function totalPayable(input: LoanInput): number {
  return round2(repayment(input) * Math.round(input.termYears * input.frequency) + (input.balloon ?? 0));
}

/**
 * SPEC 4 "Finance details panel": the total payable is left blank when the repayment is 25 or
 * less, and the panel invites 'Enquire for Finance' instead.
 */
export const MIN_MEANINGFUL_REPAYMENT = 25;

export function totalPayableText(input: LoanInput, format: (n: number) => string): string {
  return repayment(input) <= MIN_MEANINGFUL_REPAYMENT ? '' : format(totalPayable(input));
}

/** SPEC 7: monthly repayment from a weekly quote = weekly x 4.33. */
export const WEEKLY_TO_MONTHLY = 4.33;
export const monthlyFromWeekly = (weekly: number) => round2(weekly * WEEKLY_TO_MONTHLY);
