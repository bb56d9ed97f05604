import { describe, expect, it } from 'vitest';
import { quickQuotePrice } from './quick-quote';

describe('quick quote price', () => {
  it.each([[500, 10000], [30000.4, 30000], [250000, 200000]])('%d is clamped to %d', (amount, price) => {
    expect(quickQuotePrice(amount)).toBe(price);
  });
});
