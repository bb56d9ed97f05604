import { describe, expect, it } from 'vitest';
import { orderBySeries } from './series-order';

describe('orderBySeries', () => {
  it('puts duo, city, sport first in that order (not A to Z), keeps the ranking within a series, puts no series last', () => {
    const hits = [
      { id: 1, series: 'Sport' },
      { id: 2, series: null },
      { id: 3, series: 'duo' },
      { id: 4, series: 'City' },
      { id: 5, series: 'Duo' },
      { id: 6, series: ' ' },
      { id: 7, series: 'sport' },
      { id: 8, series: 'Adventure' },
      { id: 9, series: 'Touring' },
      { id: 10, series: 'city' },
    ];
    expect(orderBySeries(hits).map((hit) => hit.id)).toEqual([3, 5, 4, 10, 1, 7, 8, 9, 2, 6]);
  });

  it('leaves an empty page alone', () => expect(orderBySeries([])).toEqual([]));
});
