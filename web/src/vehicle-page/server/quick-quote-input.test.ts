import { describe, expect, it } from 'vitest';
import { quickQuoteInput } from './quick-quote-input';

describe('quick quote request body', () => {
  it.each([
    ['', {}],
    ['  ', {}],
    ['{}', {}],
    ['{"purchasePrice":25000,"loanTerm":3}', { purchasePrice: 25000, loanTerm: 3 }],
    ['{"loanTerm":7}', { loanTerm: 7 }],
  ])('%j is accepted', (text, expected) => {
    expect(quickQuoteInput(text)).toEqual(expected);
  });

  it.each([
    ['nope', { '': ['The request body must be JSON.'] }],
    ['[1]', { '': ['Send a JSON object.'] }],
    ['{"purchasePrice":9999}', { purchasePrice: ['Must be at least 10000.'] }],
    ['{"purchasePrice":200001,"loanTerm":0}', { purchasePrice: ['Must be at most 200000.'], loanTerm: ['Must be at least 1.'] }],
    ['{"purchasePrice":"30000"}', { purchasePrice: ['Must be a number.'] }],
    ['{"vin":"X"}', { '': ['Unknown field: vin.'] }],
  ])('%j is refused with field messages', (text, errors) => {
    expect(quickQuoteInput(text)).toEqual({ errors });
  });
});
