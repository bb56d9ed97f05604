import { describe, expect, it } from 'vitest';
import { calculatorBounds, clampToBounds, type CalculatorPolicy } from './finance-bounds';

const base: CalculatorPolicy = {
  amountMin: 1000, amountMax: 100000, termMax: 7, interestMin: 0.5, interestMax: 15, defaultInterest: 8.5,
  defaultTermYears: 5, interestLocked: false, scaleMaxAbovePrice: false, defaultLoanIsPrice: false,
};

describe('vehicle-page calculator bounds', () => {
  it.each([
    ['default tenant', base, 45000, { min: 1000, max: 100000, initial: 30000 }],
    ['default tenant, expensive car', base, 180000, { min: 1000, max: 100000, initial: 30000 }],
    ['scaled tenant above 100000', { ...base, amountMin: 5000, amountMax: 150000, scaleMaxAbovePrice: true }, 120000, { min: 5000, max: 126000, initial: 30000 }],
    ['scaled tenant below 100000', { ...base, amountMin: 5000, amountMax: 150000, scaleMaxAbovePrice: true }, 60000, { min: 5000, max: 150000, initial: 30000 }],
    ['price tenant', { ...base, defaultLoanIsPrice: true }, 23990, { min: 1000, max: 100000, initial: 24000 }],
    ['price tenant without price', { ...base, defaultLoanIsPrice: true }, null, { min: 1000, max: 100000, initial: 30000 }],
    ['price tenant above max', { ...base, defaultLoanIsPrice: true }, 140000, { min: 1000, max: 100000, initial: 100000 }],
  ] as const)('%s', (_name, policy, price, expected) => {
    expect(calculatorBounds(policy, price).amount).toMatchObject({ ...expected, step: 500 });
  });

  it('uses the tenant term and interest, locked where set', () => {
    const bounds = calculatorBounds({ ...base, termMax: 5, interestMin: 7.5, interestMax: 14.5, defaultInterest: 9.95, interestLocked: true, defaultTermYears: 6 }, 30000);
    expect(bounds.term).toEqual({ min: 1, max: 5, step: 0.5, initial: 5 });
    expect(bounds.interest).toEqual({ min: 7.5, max: 14.5, step: 0.5, initial: 9.95, locked: true });
  });
});

describe('clampToBounds', () => {
  it.each([
    [250, 1000], [1000, 1000], [1260, 1500], [200000, 100000], [Number.NaN, 1000],
  ])('%d → %d', (value, expected) => {
    expect(clampToBounds(value, { min: 1000, max: 100000, step: 500 })).toBe(expected);
  });
});
