import { describe, expect, it } from 'vitest';
import { aboveMinimum, shownLocationRatings } from './minimum-rating';

const ratings = new Map([
  ['location-a', { averageRating: '4.6', count: 455 }],
  ['location-b', { averageRating: '4.0', count: 12 }],
  ['location-c', { averageRating: '3.6', count: 151 }],
]);

describe('minimum rating (SPEC 5: shown only when the average exceeds 4)', () => {
  it.each([['4.6', true], ['4.1', true], ['4.0', false], ['4', false], ['3.6', false], ['', false]])('%s shown: %s', (average, shown) => {
    expect(aboveMinimum(average)).toBe(shown);
  });

  it('a block may set its own minimum', () => {
    expect(aboveMinimum('4.6', 4.7)).toBe(false);
  });

  it('locations keep only ratings above the minimum', () => {
    expect([...shownLocationRatings(ratings, true)]).toEqual([['location-a', { averageRating: '4.6', count: 455 }]]);
  });

  it('a site that hides its reviews shows no location rating', () => {
    expect(shownLocationRatings(ratings, false).size).toBe(0);
  });
});
