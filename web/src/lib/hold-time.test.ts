import { describe, expect, it } from 'vitest';
import { formatHoldEnd, holdEnd } from './hold-time';
import { timeZoneForState } from './time-zone';

describe('hold end in the car location time zone', () => {
  it.each([
    ['2026-11-24T05:40:00Z', 'Australia/Brisbane', 'Tue 3:40 pm AEST'],
    ['2026-11-24T05:40:00Z', 'Australia/Sydney', 'Tue 4:40 pm AEDT'],
    ['2026-11-24T05:40:00Z', 'Australia/Perth', 'Tue 1:40 pm AWST'],
    ['2026-11-24T05:40:00Z', 'Australia/Adelaide', 'Tue 4:10 pm ACDT'],
    ['2026-11-24T05:40:00Z', 'Australia/Darwin', 'Tue 3:10 pm ACST'],
    ['2026-11-23T23:05:00Z', 'Australia/Melbourne', 'Tue 10:05 am AEDT'],
    // Winter: no daylight saving in Sydney; an unknown zone falls back to the platform default.
    ['2026-06-23T05:40:00Z', 'Australia/Sydney', 'Tue 3:40 pm AEST'],
    ['2026-11-24T05:40:00Z', 'Not/AZone', 'Tue 3:40 pm AEST'],
  ])('%s in %s → %s', (iso, zone, expected) => {
    expect(formatHoldEnd(new Date(iso), zone)).toBe(expected);
  });

  it('reads a state through the one time-zone module', () => {
    expect(formatHoldEnd(new Date('2026-11-24T05:40:00Z'), timeZoneForState('sa'))).toBe('Tue 4:10 pm ACDT');
  });

  it('holds for the given hours', () => {
    expect(holdEnd(new Date('2026-11-24T00:00:00Z'), 48).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
});
