import { describe, expect, it } from 'vitest';
import { comparisonRate } from './comparison-rate';
import { COMPARISON_BASIS } from './finance-constants';
import { repayment } from './finance-maths';
import { comparisonRatesText, impliedEstablishmentFee, quoteComparisonRate } from './quote-comparison-rate';

/** A quote as a lender makes one: the fee added to the loan, repaid weekly at the advertised rate. */
const quoteFor = (amount: number, termYears: number, advertisedRate: number, fee: number) => ({
  weeklyRepaymentAmount: repayment({ amount: amount + fee, interest: advertisedRate, termYears, frequency: 52 }),
  advertisedRate,
});

describe("a quote's comparison rate for the shopper's own loan (SPEC 9 comparison-rate rule)", () => {
  it('on the $30,000 / 5-year benchmark it is the benchmark comparison rate (9.38% at 7.49% with a $1,360.50 fee)', () => {
    const quote = { ...quoteFor(30_000, 5, 7.49, 1360.5), establishmentFee: 1360.5 };
    expect(quoteComparisonRate(30_000, 5, quote)).toBe(9.38);
    expect(quoteComparisonRate(30_000, 5, quote)).toBe(comparisonRate({ ...COMPARISON_BASIS, interest: 7.49, establishmentFee: 1360.5 }));
  });

  it.each([
    // amount, term, rate, fee → the fee weighs more on a smaller or shorter loan, less on a larger one
    [12_990, 5, 7.49, 1360.5, 11.78],
    [30_000, 2, 7.49, 1360.5, 11.92],
    [64_990, 5, 7.49, 1360.5, 8.37],
    [64_990, 7, 7.49, 1360.5, 8.14],
    [45_000, 5, 8.5, 0, 8.5],
  ] as const)('$%s over %s years at %s%% p.a. with a $%s fee → %s%%', (amount, termYears, rate, fee, expected) => {
    expect(quoteComparisonRate(amount, termYears, { ...quoteFor(amount, termYears, rate, fee), establishmentFee: fee })).toBe(expected);
  });

  it('without a stated fee, takes the fee the weekly repayment implies, to within the cent rounding', () => {
    for (const [amount, termYears, fee] of [[12_990, 5, 1360.5], [64_990, 7, 1300], [30_000, 3, 990]] as const) {
      const quote = quoteFor(amount, termYears, 7.49, fee);
      expect(Math.abs(impliedEstablishmentFee(amount, termYears, quote) - fee)).toBeLessThan(2);
      // The repayment is rounded to the cent and amortised weekly: a hundredth of a point at most.
      const exact = comparisonRate({ amount, termYears, interest: 7.49, establishmentFee: fee })!;
      expect(Math.abs(quoteComparisonRate(amount, termYears, quote)! - exact)).toBeLessThanOrEqual(0.0100001);
    }
  });

  it('a repayment with no fee in it gives the advertised rate', () => {
    expect(impliedEstablishmentFee(45_000, 5, quoteFor(45_000, 5, 8.5, 0))).toBe(0);
    expect(quoteComparisonRate(45_000, 5, quoteFor(45_000, 5, 8.5, 0))).toBe(8.5);
  });

  it.each([
    ['no price', 0, 5],
    ['no term', 30_000, 0],
  ])('%s → null', (_case, amount, termYears) => {
    expect(quoteComparisonRate(amount, termYears, { weeklyRepaymentAmount: 150, advertisedRate: 7.49 })).toBeNull();
  });
});

describe('the two comparison rates in words', () => {
  const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
  it("states the loan's own rate first, then the benchmark's", () => {
    expect(comparisonRatesText({ amount: 27_000, termYears: 5, rate: 9.45 }, 9.38, money))
      .toBe('9.45% p.a.* on this loan of $27,000 over 5 years; 9.38% p.a.* on $30,000 over 5 years');
    expect(comparisonRatesText({ amount: 12_990, termYears: 1, rate: 15.2 }, 9.38, money)).toContain('over 1 year;');
  });
  it("states only the benchmark's when the loan's cannot be computed", () => {
    expect(comparisonRatesText({ amount: 0, termYears: 5, rate: null }, 8.38, money)).toBe('8.38% p.a.* on $30,000 over 5 years');
  });
});
