import { describe, expect, it } from 'vitest';
import { navItemsThatFit } from './nav-fit';

describe('navItemsThatFit', () => {
  it.each([
    // widths, More, gap, space → items shown
    [[100, 100, 100], 80, 4, 308, 3],
    [[100, 100, 100], 80, 4, 307, 2],
    [[100, 100, 100], 80, 4, 288, 2],
    [[100, 100, 100], 80, 4, 287, 1],
    [[100, 100, 100], 80, 4, 183, 0],
    [[100.2, 100.2], 60, 4, 204, 1],
    [[], 60, 4, 0, 0],
    [[120], 60, 4, 0, 0],
  ])('%j with More %i and gap %i in %i px → %i', (widths, more, gap, space, shown) => {
    expect(navItemsThatFit(widths, more, gap, space)).toBe(shown);
  });
});
