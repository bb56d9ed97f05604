import { repayment } from './finance-maths';

/**
 * The comparison rate as Australian consumer credit law defines it (National Credit Code,
 * regulation 100): the annual rate, compounded monthly, at which the money the borrower receives
 * equals the present value of everything they pay back: the monthly repayments, any monthly
 * fee, the balloon, with the establishment fee added to the loan. It is found here by bisection
 * on that equation (a monotone function of the rate), never by adding a guess to the advertised
 * rate. With no fees the comparison rate is the advertised rate.
 *
 * SPEC 9: lenders quote it for a benchmark loan of $30,000 over 5 years; the vehicle page shows it
 * also for the car's own amount and term beside the benchmark.
 */
export type ComparisonInput = {
  /** What the borrower receives (the amount financed before fees). */
  amount: number;
  /** The advertised (nominal) rate, percent p.a. */
  interest: number;
  termYears: number;
  /** Added to the loan and repaid with it (SPEC 9: 1300 or 1360.5 for the lenders that charge one, else 0). */
  establishmentFee?: number;
  /** Charged with each monthly repayment. */
  monthlyFee?: number;
  /** Final payment at the end of the term (SPEC 9 default 0). */
  balloon?: number;
};

const MONTHS_PER_YEAR = 12;

/** Present value at `monthlyRate` of `payment` for `months` months and `balloon` at the end. */
function presentValue(monthlyRate: number, payment: number, months: number, balloon: number): number {
  if (monthlyRate === 0) return payment * months + balloon;
  const growth = (1 + monthlyRate) ** months;
  return (payment * (1 - 1 / growth)) / monthlyRate + balloon / growth;
}

/** The comparison rate in percent p.a., to two decimals; null when the loan makes no sense. */
export function comparisonRate({ amount, interest, termYears, establishmentFee = 0, monthlyFee = 0, balloon = 0 }: ComparisonInput): number | null {
  const months = Math.round(termYears * MONTHS_PER_YEAR);
  if (!(amount > 0) || months <= 0 || !(interest >= 0) || balloon < 0 || establishmentFee < 0 || monthlyFee < 0 || balloon >= amount + establishmentFee) return null;
  const payment = repayment({ amount: amount + establishmentFee, interest, termYears, frequency: MONTHS_PER_YEAR, balloon }) + monthlyFee;
  // The present value falls as the rate rises: bisect between 0 and a rate no lender charges.
  let low = 0;
  let high = 1;
  if (presentValue(low, payment, months, balloon) < amount) return round2(interest);
  for (let i = 0; i < 100; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid, payment, months, balloon) > amount) low = mid;
    else high = mid;
  }
  return round2(((low + high) / 2) * MONTHS_PER_YEAR * 100);
}

const round2 = (value: number) => Math.round(value * 100) / 100;
