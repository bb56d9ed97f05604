import { ALTERNATE_EXAMPLE, COMPARISON_BASIS } from './finance-constants';
import { repayment } from './finance-maths';

/**
 * SPEC 9's alternate example (6.29% p.a., comparison rate 8.19% p.a. on $30,000 over 5 years) is
 * the lender's own statement of its advertised rate: the gap between the two rates is the fees it
 * charges. A page's own estimate at that rate must state the same benchmark comparison rate, and
 * this loan's comparison rate with the same fees, or the page contradicts the example printed
 * under it. Null for any other rate (the site's estimate states no fees then).
 */
export type AdvertisedExample = { comparisonRate: number; establishmentFee: number };

const MONTHS = 12;

export function advertisedExample(interest: number): AdvertisedExample | null {
  if (interest !== ALTERNATE_EXAMPLE.interest) return null;
  const { amount, termYears } = COMPARISON_BASIS;
  // What the benchmark's monthly repayment at the comparison rate repays at the advertised rate,
  // less the amount: the fee the lender's comparison rate carries.
  const payment = repayment({ amount, interest: ALTERNATE_EXAMPLE.comparisonRate, termYears, frequency: MONTHS });
  const rate = interest / 100 / MONTHS;
  const periods = termYears * MONTHS;
  const repaid = (payment * (1 - (1 + rate) ** -periods)) / rate;
  return { comparisonRate: ALTERNATE_EXAMPLE.comparisonRate, establishmentFee: Math.round((repaid - amount) * 100) / 100 };
}
