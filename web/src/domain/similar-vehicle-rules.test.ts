import { describe, expect, it } from 'vitest';
import { mergeSimilar, priceBand, similarFilters } from './similar-vehicle-rules';

const car = { id: 7, make: 'Toyota', model: 'RAV4', price: 40000, car_type: 'used', body: 'SUV', simple_body: 'SUV' };

describe('price band', () => {
  it.each([[40000, 30000, 50000], [49999, 39999, 59999], [50000, 25000, 75000], [5000, 0, 15000]])('%d → %d–%d', (price, min, max) => {
    expect(priceBand(price)).toEqual({ min, max });
  });
});

describe('similar filters', () => {
  it('keeps in-stock cars in the band, not this car, same model first', () => {
    const [first, second, third] = similarFilters(car);
    expect(first).toBe('status:in_stock AND NOT id:7 AND price:30000 TO 50000 AND make:"Toyota" AND model:"RAV4"');
    expect(second).toBe('status:in_stock AND NOT id:7 AND price:30000 TO 50000 AND simple_body:"SUV" AND car_type:used');
    expect(third).toBe('status:in_stock AND NOT id:7 AND price:30000 TO 50000');
  });
  it('adds the site filter and skips the band without a price', () => {
    expect(similarFilters({ ...car, price: null, body: null, simple_body: null }, 'car_type:used')).toEqual(['status:in_stock AND NOT id:7 AND (car_type:used) AND make:"Toyota" AND model:"RAV4"', 'status:in_stock AND NOT id:7 AND (car_type:used)']);
  });
});

describe('merge', () => {
  const hit = (id: number, model = 'Corolla') => ({ id, make: 'Toyota', model });
  it.each([
    ['same model first', [[hit(1), hit(2, 'RAV4')], [hit(3, 'RAV4')]], [2, 3, 1]],
    ['de-duplicated', [[hit(1), hit(2)], [hit(2), hit(1), hit(4)]], [1, 2, 4]],
    ['never this car', [[hit(7, 'RAV4'), hit(1)]], [1]],
    ['at most 6', [[1, 2, 3, 4, 5, 6, 8, 9].map((id) => hit(id))], [1, 2, 3, 4, 5, 6]],
    ['empty', [], []],
  ] as const)('%s', (_name, lists, ids) => {
    expect(mergeSimilar(car, lists).map((h) => h.id)).toEqual(ids);
  });
});
