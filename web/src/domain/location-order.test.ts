import { describe, expect, it } from 'vitest';
import { orderLocations } from './location-order';

const at = (...names: string[]) => names.map((name) => ({ _id: `location-${name.toLowerCase()}`, name }));
const names = (list: { name: string }[]) => list.map((l) => l.name);

describe('orderLocations (SPEC 9: by name unless the site sets an order)', () => {
  it.each([
    { order: [], expected: ['Albion', 'Bowen Hills', 'Coomera'] },
    { order: ['location-coomera', 'location-albion', 'location-bowen hills'], expected: ['Coomera', 'Albion', 'Bowen Hills'] },
    { order: ['location-coomera'], expected: ['Coomera', 'Albion', 'Bowen Hills'] },
    { order: ['location-gone', 'location-bowen hills', 'location-bowen hills'], expected: ['Bowen Hills', 'Albion', 'Coomera'] },
  ])('order $order', ({ order, expected }) => {
    expect(names(orderLocations(at('Coomera', 'Albion', 'Bowen Hills'), order))).toEqual(expected);
  });

  it('leaves its input alone', () => {
    const input = at('B', 'A');
    orderLocations(input, []);
    expect(names(input)).toEqual(['B', 'A']);
  });
});
