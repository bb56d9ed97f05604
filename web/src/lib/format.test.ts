import { describe, expect, it } from 'vitest';
import { formatKm, formatNumber, formatPrice } from './format';

describe('formatPrice', () => {
  it.each([
    [29990, '$29,990'],
    [0, '$0'],
    [1234567, '$1,234,567'],
    [199.5, '$199.50'],
    [89.99, '$89.99'],
  ])('%d → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [12345, '12,345'],
    [0, '0'],
    [1000000, '1,000,000'],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatKm', () => {
  it.each([
    [12345, '12,345 km'],
    [0, '0 km'],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(formatKm(value)).toBe(expected);
  });
});
