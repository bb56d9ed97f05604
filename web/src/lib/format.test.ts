import { describe, expect, it } from 'vitest';
import { formatDollarsAndCents, formatKm, formatNumber, formatPrice, formatWholeDollars } from './format';

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

describe('written as Intl writes en-AU', () => {
  const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
  // A fixed spread (ties, signs, the largest amounts) and a seeded run of ordinary and odd values, all below 10^13.
  let seed = 20261204;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const values = [
    0, -0, 0.5, 1.5, 2.5, -2.5, -0.3, 0.005, 1.005, 1.015, 2.675, 999.995, 1000, 999999.5, 999999999999.99, 9999999999999,
    ...Array.from({ length: 400 }, () => Math.round(random() * 10 ** Math.floor(random() * 13))),
    ...Array.from({ length: 400 }, () => Math.round(random() * 10 ** Math.floor(random() * 11)) / 100 * (random() < 0.2 ? -1 : 1)),
    ...Array.from({ length: 200 }, () => (0.001 + random()) * 10 ** Math.floor(random() * 12) * (random() < 0.2 ? -1 : 1)),
  ];

  it('formatPrice, formatWholeDollars, formatDollarsAndCents and formatNumber match Intl for every value', () => {
    for (const value of values) {
      expect(formatPrice(value), String(value)).toBe(Number.isInteger(value) ? dollars.format(value) : cents.format(value));
      expect(formatWholeDollars(value), String(value)).toBe(dollars.format(value));
      expect(formatDollarsAndCents(value), String(value)).toBe(cents.format(value));
      expect(formatNumber(value), String(value)).toBe(whole.format(value));
    }
  });
});
