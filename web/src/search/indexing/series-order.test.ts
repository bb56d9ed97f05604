import { describe, expect, it } from 'vitest';
import { seriesRank } from './series-order';

describe('seriesRank', () => {
  it.each([
    ['duo', 0], ['Duo', 0], [' city ', 1], ['CITY', 1], ['sport', 2],
    ['Adventure', 3], ['Touring', 3], ['', 4], ['  ', 4], [null, 4], [undefined, 4],
  ])('ranks %j as %i: duo, city, sport in the spec order (not A to Z), other series next, none last', (series, rank) => {
    expect(seriesRank(series)).toBe(rank);
  });
});
