import { describe, expect, it } from 'vitest';
import { localQuote } from './local-finance-quote';

const request = { selfAssessedCreditScore: 'GREAT' as const, purchasePrice: 30000, loanTerm: 5, year: 2026, vin: null, nvic: null, whoIsHelping: '' };

describe('local finance quote', () => {
  it.each([
    ['GREAT', 7.49], ['DECENT', 10.99], ['POOR', 16.99],
  ] as const)('%s credit → %d%%', (band, rate) => {
    expect(localQuote({ ...request, selfAssessedCreditScore: band }, 2026).advertisedRate).toBe(rate);
  });
  it('prices older cars higher, capped', () => {
    expect(localQuote({ ...request, year: 2022 }, 2026).advertisedRate).toBe(8.49);
    expect(localQuote({ ...request, year: 1990 }, 2026).advertisedRate).toBe(10.49);
  });
  it('gives a weekly repayment and a comparison rate above the advertised one', () => {
    const quote = localQuote(request, 2026);
    expect(quote.weeklyRepaymentAmount).toBeGreaterThan(100);
    expect(quote.weeklyRepaymentAmount).toBeLessThan(200);
    expect(quote.comparisonRate).toBeGreaterThan(quote.advertisedRate);
  });
  it('refuses a non-positive price', () => {
    expect(() => localQuote({ ...request, purchasePrice: 0 })).toThrow();
  });
});

it('states the comparison rate of the $30,000 / 5-year benchmark with its establishment fee', () => {
  // 7.49% with a $1,360.50 fee added to the loan: 9.38% (see domain/comparison-rate.test.ts).
  expect(localQuote({ ...request, purchasePrice: 80_000, loanTerm: 7 }, 2026).comparisonRate).toBe(9.38);
});
