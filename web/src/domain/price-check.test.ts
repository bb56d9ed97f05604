import { describe, expect, it } from 'vitest';
import { comparisonPanel, isPriceCheckEligible, rangePosition } from './price-check';

describe('price-check eligibility', () => {
  it.each([
    [{ status: 'in_stock', reserved: false, price: 30000 }, true],
    [{ status: 'in_stock', reserved: false, price: 200 }, false],
    [{ status: 'in_stock', reserved: false, price: 201 }, true],
    [{ status: 'in_stock', reserved: false, price: null }, false],
    [{ status: 'in_stock', reserved: true, price: 30000 }, false],
    [{ status: 'sold', reserved: false, price: 30000 }, false],
    [{ status: 'coming_soon', reserved: false, price: 30000 }, false],
  ])('%o → %s', (vehicle, expected) => {
    expect(isPriceCheckEligible(vehicle)).toBe(expected);
  });
});

describe('comparison panel', () => {
  const ok = { fill: 'good', listing_price: 30000, market_range_min: 28000, market_range_max: 33000, confidence: 0.5 };
  it.each([
    ['complete', ok, true],
    ['no fill', { ...ok, fill: null }, false],
    ['no listing price', { ...ok, listing_price: null }, false],
    ['no range min', { ...ok, market_range_min: undefined }, false],
    ['no confidence', { ...ok, confidence: null }, false],
    ['confidence 0.2 is not enough', { ...ok, confidence: 0.2 }, false],
    ['confidence 0.21', { ...ok, confidence: 0.21 }, true],
    ['max below listing price', { ...ok, market_range_max: 29999 }, false],
    ['max equal to listing price', { ...ok, market_range_max: 30000 }, true],
    ['null result', null, false],
  ] as const)('%s', (_name, result, shown) => {
    expect(comparisonPanel(result) !== null).toBe(shown);
  });
  it('places the marker in the range', () => {
    expect(rangePosition(comparisonPanel(ok)!)).toBe(40);
  });
});
