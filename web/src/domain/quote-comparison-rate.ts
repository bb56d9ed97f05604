import { comparisonRate } from './comparison-rate';
import { COMPARISON_BASIS } from './finance-constants';

/**
 * SPEC 9's comparison-rate rule applied to the shopper's own loan. A provider states its quote's
 * comparison rate for the $30,000 over 5 years benchmark; the quote on a vehicle page is for the
 * car's price over the quote's term, where the same fees weigh differently (more on a smaller or
 * shorter loan). Its comparison rate is computed as the law defines it (comparison-rate.ts) with
 * the quote's establishment fee, or, where the provider does not state one, the fee its weekly
 * repayment implies: what that repayment repays at the advertised rate, less the price.
 */
export type QuoteTerms = { weeklyRepaymentAmount: number; advertisedRate: number; establishmentFee?: number | null };

const WEEKS_PER_YEAR = 52;
/** A weekly repayment is rounded to the cent: over 5 years that alone moves the implied loan by about $1. */
const ROUNDING_NOISE = 5;

/** The establishment fee added to a loan of `amount` that `quote`'s weekly repayment implies (0 when none). */
export function impliedEstablishmentFee(amount: number, termYears: number, quote: QuoteTerms): number {
  const weeks = Math.round(termYears * WEEKS_PER_YEAR);
  const rate = quote.advertisedRate / 100 / WEEKS_PER_YEAR;
  if (!(amount > 0) || weeks <= 0 || !(quote.weeklyRepaymentAmount > 0) || !(rate >= 0)) return 0;
  const repaid = rate === 0 ? quote.weeklyRepaymentAmount * weeks : (quote.weeklyRepaymentAmount * (1 - (1 + rate) ** -weeks)) / rate;
  const fee = repaid - amount;
  return fee > ROUNDING_NOISE ? Math.round(fee * 100) / 100 : 0;
}

/** The comparison rate (% p.a., two decimals) of the quote's loan of `amount` over `termYears`; null when it cannot be computed. */
export function quoteComparisonRate(amount: number, termYears: number, quote: QuoteTerms): number | null {
  const establishmentFee = quote.establishmentFee ?? impliedEstablishmentFee(amount, termYears, quote);
  return comparisonRate({ amount, interest: quote.advertisedRate, termYears, establishmentFee });
}

/**
 * Both comparison rates in words, the loan's own first, for after 'comparison rate': '9.45% p.a.*
 * on this loan of $27,000 over 5 years; 8.38% p.a.* on $30,000 over 5 years'. Without the loan's
 * own rate, only the benchmark's.
 */
export function comparisonRatesText(
  loan: { amount: number; termYears: number; rate: number | null },
  benchmarkRate: number,
  money: (n: number) => string,
): string {
  const benchmark = `${benchmarkRate}% p.a.* on ${money(COMPARISON_BASIS.amount)} over ${COMPARISON_BASIS.termYears} years`;
  if (loan.rate === null) return benchmark;
  return `${loan.rate}% p.a.* on this loan of ${money(loan.amount)} over ${loan.termYears} year${loan.termYears === 1 ? '' : 's'}; ${benchmark}`;
}
