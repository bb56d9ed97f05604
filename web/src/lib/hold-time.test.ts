import { describe, expect, it } from 'vitest';
import { formatHoldEnd, holdEnd } from './hold-time';

describe('hold end in the dealer time zone', () => {
  it.each([
    ['2026-11-24T05:40:00Z', 'QLD', 'Tue 3:40 pm AEST'],
    ['2026-11-24T05:40:00Z', 'NSW', 'Tue 4:40 pm AEDT'],
    ['2026-11-24T05:40:00Z', 'WA', 'Tue 1:40 pm AWST'],
    ['2026-11-24T05:40:00Z', 'sa', 'Tue 4:10 pm ACDT'],
    ['2026-11-23T23:05:00Z', 'VIC', 'Tue 10:05 am AEDT'],
  ])('%s in %s → %s', (iso, state, expected) => {
    expect(formatHoldEnd(new Date(iso), state)).toBe(expected);
  });

  it('holds for the given hours', () => {
    expect(holdEnd(new Date('2026-11-24T00:00:00Z'), 48).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
});
