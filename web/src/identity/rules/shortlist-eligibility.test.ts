import { describe, expect, it } from 'vitest';
import { canShortlist, type ShortlistCar, type ShortlistCondition } from './shortlist-eligibility';

const car = (overrides: Partial<ShortlistCar> = {}): ShortlistCar => ({ status: 'in_stock', car_type: 'used', price: 25990, imageCount: 6, ...overrides });

describe('compare/favourite toggle per site (SPEC 4)', () => {
  it.each<[string, ShortlistCondition, ShortlistCar, boolean]>([
    ['in stock, any site', 'inStock', car(), true],
    ['coming soon counts as available', 'inStock', car({ status: 'coming_soon' }), true],
    ['a new car without a price or photos on an in-stock site', 'inStock', car({ car_type: 'new', price: null, imageCount: 0 }), true],
    ['sold', 'inStock', car({ status: 'sold' }), false],
    ['other status', 'inStock', car({ status: 'other' }), false],
    ['strict site: used, priced, with photos', 'usedPricedWithImages', car(), true],
    ['strict site: new car', 'usedPricedWithImages', car({ car_type: 'new' }), false],
    ['strict site: demo car', 'usedPricedWithImages', car({ car_type: 'demo' }), false],
    ['strict site: price 0', 'usedPricedWithImages', car({ price: 0 }), false],
    ['strict site: no price', 'usedPricedWithImages', car({ price: null }), false],
    ['strict site: no photos', 'usedPricedWithImages', car({ imageCount: 0 }), false],
    ['strict site: sold', 'usedPricedWithImages', car({ status: 'sold' }), false],
  ])('%s', (_name, condition, input, expected) => {
    expect(canShortlist(condition, input)).toBe(expected);
  });
});
