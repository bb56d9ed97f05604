import { describe, expect, it } from 'vitest';
import { digitsOnly, isCreditHistory, QUICK_QUOTE_DEFAULTS, quickQuotePrice, quickQuotePriceOnBlur, quickQuoteTerm } from './quick-quote';

describe('quick quote price', () => {
  it.each([[500, 10000], [30000.4, 30000], [250000, 200000]])('%d is clamped to %d', (amount, price) => {
    expect(quickQuotePrice(amount)).toBe(price);
  });
});

describe('quick quote form (SPEC 5)', () => {
  it.each([
    ['45,000', 45000], ['$9,999', 10000], ['', 10000], ['abc', 10000], ['1000000', 200000], ['200000', 200000],
  ])('price "%s" on blur → %d', (typed, price) => {
    expect(quickQuotePriceOnBlur(typed)).toBe(price);
  });
  it('keeps digits only while typing', () => {
    expect(digitsOnly('$3a0,0.00')).toBe('30000');
  });
  it.each([[1, 1], [7, 7], [0, 5], [8, 5], [2.5, 5], ['3', 3], [null, 5]])('term %s → %d', (term, years) => {
    expect(quickQuoteTerm(term)).toBe(years);
  });
  it('credit history is GREAT, DECENT or POOR, default GREAT', () => {
    expect(QUICK_QUOTE_DEFAULTS).toEqual({ purchasePrice: 30000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' });
    expect(['GREAT', 'DECENT', 'POOR', 'OK'].map(isCreditHistory)).toEqual([true, true, true, false]);
  });
});
