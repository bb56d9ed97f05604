import { describe, expect, it } from 'vitest';
import { monthlyFromWeekly, repayment, totalPayable, totalPayableText } from './finance-maths';

describe('repayment', () => {
  it.each([
    // amount, interest, years, frequency, balloon, expected
    [30000, 0, 5, 12, 0, 500],
    [30000, 8.5, 5, 12, 0, 615.5],
    [30000, 8.5, 5, 52, 0, 141.73],
    [30000, 8.5, 5, 26, 0, 283.64],
    [27000, 8.5, 5, 12, 9000, 433.05],
    [12000, 0, 1, 12, 6000, 500],
    [0, 8.5, 5, 52, 0, 0],
    [30000, 8.5, 0, 52, 0, 0],
    // Published amortisation examples: $10,000 at 6% over 5 years and $200,000 at 6% over 30 years, monthly.
    [10000, 6, 5, 12, 0, 193.33],
    [200000, 6, 30, 12, 0, 1199.1],
  ] as const)('$0 at $1% over $2 years, $3 a year, balloon $4 → $5', (amount, interest, termYears, frequency, balloon, expected) => {
    expect(repayment({ amount, interest, termYears, frequency, balloon })).toBeCloseTo(expected, 1);
  });
});

describe('total payable', () => {
  it('adds the balloon to the instalments', () => {
    expect(totalPayable({ amount: 12000, interest: 0, termYears: 1, frequency: 12, balloon: 6000 })).toBe(12000);
  });
  it.each([
    [1000, 0, 7, 52, ''],
    [1000, 0, 1, 12, '$1000'],
  ] as const)(`amount $0 over $2 years → "$4" (blank when repayment <= 25)`, (amount, interest, termYears, frequency, expected) => {
    expect(totalPayableText({ amount, interest, termYears, frequency }, (n) => `$${Math.round(n)}`)).toBe(expected);
  });
});

it('converts weekly to monthly with 4.33', () => {
  expect(monthlyFromWeekly(100)).toBe(433);
});
