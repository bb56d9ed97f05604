import { describe, expect, it } from 'vitest';
import { advertisedExample } from './advertised-example';
import { comparisonRate } from './comparison-rate';
import { calculationFigure } from './vehicle-finance-figure';

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

describe("the advertised example's fees (SPEC 9: 6.29% p.a., comparison rate 8.19% p.a.)", () => {
  it('implies the fee that makes $30,000 over 5 years at 6.29% cost 8.19%', () => {
    const example = advertisedExample(6.29)!;
    expect(example.establishmentFee).toBeGreaterThan(1000);
    expect(example.establishmentFee).toBeLessThan(1800);
    expect(comparisonRate({ amount: 30000, interest: 6.29, termYears: 5, establishmentFee: example.establishmentFee })).toBe(8.19);
  });

  it('another rate is no advertised example', () => {
    expect(advertisedExample(8.5)).toBeNull();
  });

  it("a car page's estimate at the advertised rate states the example's comparison rate, and its own loan's with the same fees", () => {
    const figure = calculationFigure(11990, 6.29, money)!;
    expect(figure.interest).toBe(6.29);
    expect(figure.comparisonRate).toBe(8.19);
    // A smaller loan carries the same fees: its comparison rate is higher than the benchmark's.
    expect(figure.amountComparisonRate).toBeGreaterThan(8.19);
    // The weekly figure is the estimate basis at the advertised rate, fees aside, as before.
    expect(calculationFigure(11990, 6.29, money)!.weekly).toBe(36.62);
  });

  it('at any other rate the estimate states no fees: both comparison rates are the rate', () => {
    const figure = calculationFigure(30000, 8.5, money)!;
    expect([figure.comparisonRate, figure.amountComparisonRate]).toEqual([8.5, 8.5]);
  });
});
