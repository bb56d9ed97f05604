import { describe, expect, it } from 'vitest';
import { movePriceThumb, priceSliderHref, PRICE_SLIDER } from './price-slider';

const full = { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max };

describe('price slider search (SPEC 5)', () => {
  it('defaults to 5,000 to 250,000 in steps of 500', () => expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250_000, step: 500 }));

  it.each<[string, { min: number; max: number }, 'min' | 'max', number, { min: number; max: number }]>([
    ['moves the minimum onto a step', full, 'min', 20_240, { min: 20_000, max: 250_000 }],
    ['moves the maximum onto a step', full, 'max', 99_760, { min: 5000, max: 100_000 }],
    ['keeps the minimum below the maximum', { min: 5000, max: 30_000 }, 'min', 45_000, { min: 29_500, max: 30_000 }],
    ['keeps the maximum above the minimum', { min: 30_000, max: 60_000 }, 'max', 10_000, { min: 30_000, max: 30_500 }],
    ['clamps below the bounds', full, 'min', -100, { min: 5000, max: 250_000 }],
    ['clamps above the bounds', full, 'max', 1_000_000, { min: 5000, max: 250_000 }],
    ['ignores a value that is not a number', { min: 10_000, max: 20_000 }, 'min', Number.NaN, { min: 10_000, max: 20_000 }],
  ])('%s', (_name, range, thumb, value, expected) => {
    const next = movePriceThumb(range, thumb, value);
    expect(next).toEqual(expected);
    expect(next.max - next.min).toBeGreaterThanOrEqual(1);
  });

  it('goes to the results with price_range, sorted by price descending', () => {
    expect(priceSliderHref('/search/used-cars', { min: 10_000, max: 40_000 }, 'Car_production_price_desc'))
      .toBe('/search/used-cars?price_range=10000%3A40000&sortBy=Car_production_price_desc');
  });
});
