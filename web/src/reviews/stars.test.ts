import { describe, expect, it } from 'vitest';
import { starFills, timeAgo } from './stars';

describe('star rating', () => {
  it('shows up to four full stars and one partial', () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6]);
    expect(starFills(3.6)).toEqual([1, 1, 1, 0.6, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('time ago', () => {
  const now = new Date('2026-11-24T03:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo('2026-11-23', now)).toBe('yesterday');
    expect(timeAgo('2026-11-12', now)).toBe('2 weeks ago');
    expect(timeAgo('2026-08-20', now)).toBe('3 months ago');
    expect(timeAgo('2024-11-01', now)).toBe('2 years ago');
  });
});
