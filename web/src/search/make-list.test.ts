import { describe, expect, it } from 'vitest';
import { otherMakesCount, showsOtherMakesCount } from './make-list';

const makes = (...counts: number[]) => counts.map((count) => ({ count }));

describe("the make list's other count (SPEC 2, SPEC 9)", () => {
  it.each<[string, { count: number }[], number]>([
    ['sums the cars of every make after the first 7', makes(90, 80, 70, 60, 50, 40, 30, 12, 5, 1), 18],
    ['is 0 when 7 makes or fewer', makes(9, 8, 7, 6, 5, 4, 3), 0],
    ['is 0 for no makes', [], 0],
  ])('%s', (_name, items, expected) => {
    expect(otherMakesCount(items)).toBe(expected);
  });

  it('shows on the dealer group site type only', () => {
    expect(showsOtherMakesCount('dealerGroup')).toBe(true);
    for (const template of ['manufacturerFranchise', 'usedOnly', 'caravanMotorcycle'] as const) expect(showsOtherMakesCount(template)).toBe(false);
  });
});
