import { describe, expect, it } from 'vitest';
import { salesToday } from './sales-count';

describe('salesToday', () => {
  it.each([
    ['2025-07-01T00:00:00+10:00', 0],
    ['2025-07-01T00:07:29+10:00', 0],
    ['2025-07-01T00:07:30+10:00', 1],
    ['2025-07-01T12:00:00+10:00', 96],
    ['2025-07-01T23:59:59+10:00', 191],
    // 14:00 UTC is midnight in Brisbane.
    ['2025-07-01T14:00:00Z', 0],
  ])('%s → %i', (iso, expected) => {
    expect(salesToday(new Date(iso))).toBe(expected);
  });

  it.each([
    // Sydney in daylight saving (+11:00): its midnight is 13:00 UTC, when Brisbane is at 23:00.
    ['Australia/Sydney', '2025-12-01T13:00:00Z', 0],
    ['Australia/Brisbane', '2025-12-01T13:00:00Z', 184],
    // Adelaide's half-hour offset (+10:30 in summer).
    ['Australia/Adelaide', '2025-12-01T13:37:30Z', 1],
    ['Australia/Perth', '2025-07-01T16:00:00Z', 0],
  ])('in %s at %s → %i', (zone, iso, expected) => {
    expect(salesToday(new Date(iso), zone)).toBe(expected);
  });
});
