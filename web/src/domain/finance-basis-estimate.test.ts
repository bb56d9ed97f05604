import { describe, expect, it } from 'vitest';
import { basisEstimate, basisText } from './finance-basis-estimate';
import { repayment } from './finance-maths';

describe('estimate basis (SPEC 9: 5 years, 10% deposit, 30% final payment)', () => {
  it.each([
    // price, interest, fee → deposit, balloon, amount financed
    [30000, 8.5, 0, 3000, 9000, 27000],
    [45990, 6.29, 1360.5, 4599, 13797, 41391],
    [12345, 9.95, 1300, 1235, 3704, 11110],
  ] as const)('$%d at %d%% with a $%d fee', (price, interest, fee, deposit, balloon, financed) => {
    const estimate = basisEstimate(price, interest, fee)!;
    expect(estimate).toMatchObject({ price, deposit, balloon, amountFinanced: financed, termYears: 5, interest, establishmentFee: fee });
    expect(estimate.weekly).toBe(repayment({ amount: financed + fee, interest, termYears: 5, frequency: 52, balloon }));
  });

  it('is well below the full-price, no-deposit, no-balloon figure', () => {
    const full = repayment({ amount: 30000, interest: 8.5, termYears: 5, frequency: 52 });
    expect(basisEstimate(30000, 8.5)!.weekly).toBeLessThan(full * 0.75);
  });

  it('gives the comparison rate for this car and for the $30,000 / 5-year benchmark', () => {
    const estimate = basisEstimate(45990, 6.29, 1360.5)!;
    expect(estimate.benchmarkComparisonRate).toBe(8.16);
    expect(estimate.comparisonRate).toBeGreaterThan(6.29);
    expect(basisEstimate(30000, 8.5)!.comparisonRate).toBe(8.5);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('no estimate for a price of %d', (price) => {
    expect(basisEstimate(price, 8.5)).toBeNull();
  });

  it('states its basis', () => {
    expect(basisText(basisEstimate(30000, 8.5, 1300)!, (n) => `$${n}`)).toBe(
      'Estimate at 8.5% p.a. over 5 years with a $3000 deposit (10%) and a $9000 final payment (30%), $1300 establishment fee.',
    );
  });
});
