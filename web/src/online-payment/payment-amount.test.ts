import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT, parseAmount } from './payment-amount';

describe('parseAmount', () => {
  it.each([
    ['1250', 125_000],
    ['1,250.50', 125_050],
    ['$1250.5', 125_050],
    ['$ 99.99', 9_999],
    [' 1.00 ', 100],
    ['100,000', 10_000_000],
    ['100000.00', 10_000_000],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(parseAmount(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', AMOUNT_TEXT.required],
    ['   ', AMOUNT_TEXT.required],
    ['abc', AMOUNT_TEXT.format],
    ['12.345', AMOUNT_TEXT.format],
    ['-5', AMOUNT_TEXT.format],
    ['1,25', AMOUNT_TEXT.format],
    ['1e5', AMOUNT_TEXT.format],
    ['0', AMOUNT_TEXT.range],
    ['0.99', AMOUNT_TEXT.range],
    ['100000.01', AMOUNT_TEXT.range],
    ['99999999999999999999', AMOUNT_TEXT.range],
  ])('refuses %j with its message', (typed, message) => {
    expect(parseAmount(typed)).toEqual({ ok: false, message });
  });
});
