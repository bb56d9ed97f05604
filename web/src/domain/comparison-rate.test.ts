import { describe, expect, it } from 'vitest';
import { comparisonRate } from './comparison-rate';
import { ALTERNATE_EXAMPLE, COMPARISON_BASIS } from './finance-constants';

describe('comparison rate (National Credit Code reg. 100: monthly, fees in, balloon at the end)', () => {
  it.each([
    // interest, establishment fee, monthly fee, balloon, expected
    [8.5, 0, 0, 0, 8.5],
    [0, 0, 0, 0, 0],
    [6.29, 1360.5, 0, 0, 8.16],
    [7.49, 1360.5, 0, 0, 9.38],
    [6.99, 1300, 0, 0, 8.79],
    [6.29, 0, 10, 0, 7],
    [6.29, 1360.5, 10, 0, 8.85],
    [8.5, 0, 0, 9000, 8.5],
    [8.5, 1300, 0, 9000, 10],
  ] as const)('$30,000 over 5 years at %d%%, fee $%d, $%d a month, balloon $%d → %d%%', (interest, establishmentFee, monthlyFee, balloon, expected) => {
    expect(comparisonRate({ ...COMPARISON_BASIS, interest, establishmentFee, monthlyFee, balloon })).toBe(expected);
  });

  it('is the advertised rate when there are no fees, whatever the amount and term', () => {
    for (const [amount, termYears] of [[5000, 1], [30000, 5], [150000, 7], [42000, 3.5]]) {
      expect(comparisonRate({ amount: amount!, interest: 9.95, termYears: termYears! })).toBe(9.95);
    }
  });

  it('weighs a fee more on a smaller or shorter loan', () => {
    const benchmark = comparisonRate({ ...COMPARISON_BASIS, interest: 7.49, establishmentFee: 1360.5 })!;
    expect(comparisonRate({ amount: 10_000, termYears: 5, interest: 7.49, establishmentFee: 1360.5 })!).toBeGreaterThan(benchmark);
    expect(comparisonRate({ amount: 30_000, termYears: 2, interest: 7.49, establishmentFee: 1360.5 })!).toBeGreaterThan(benchmark);
    expect(comparisonRate({ amount: 90_000, termYears: 7, interest: 7.49, establishmentFee: 1360.5 })!).toBeLessThan(benchmark);
  });

  it("agrees with the spec's alternate example (6.29% p.a., comparison 8.19%) for a fee of the size lenders charge", () => {
    const computed = comparisonRate({ ...COMPARISON_BASIS, interest: ALTERNATE_EXAMPLE.interest, establishmentFee: 1360.5 })!;
    expect(Math.abs(computed - ALTERNATE_EXAMPLE.comparisonRate)).toBeLessThan(0.05);
  });

  it.each([
    ['no amount', { amount: 0, interest: 8, termYears: 5 }],
    ['no term', { amount: 30000, interest: 8, termYears: 0 }],
    ['negative rate', { amount: 30000, interest: -1, termYears: 5 }],
    ['balloon over the loan', { amount: 30000, interest: 8, termYears: 5, balloon: 40000 }],
    ['NaN', { amount: Number.NaN, interest: 8, termYears: 5 }],
  ])('%s → null', (_name, input) => {
    expect(comparisonRate(input)).toBeNull();
  });
});
