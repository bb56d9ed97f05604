import { describe, expect, it } from 'vitest';
import { addDays, formatDateInZone, safeTimeZone, siteTimeZone, timeZoneForState, weekdayOf, zonedTime } from './time-zone';

describe('time zones', () => {
  it('reads the wall clock of each zone, daylight saving included', () => {
    // 2026-01-15 00:30 UTC: 10:30 in Brisbane (no DST), 11:30 in Sydney (DST), 08:30 in Perth.
    const instant = new Date('2026-01-15T00:30:00Z');
    expect(zonedTime(instant, 'Australia/Brisbane')).toEqual({ date: '2026-01-15', weekday: 4, minutes: 630 });
    expect(zonedTime(instant, 'Australia/Sydney')).toEqual({ date: '2026-01-15', weekday: 4, minutes: 690 });
    expect(zonedTime(instant, 'Australia/Perth')).toEqual({ date: '2026-01-15', weekday: 4, minutes: 510 });
    // In July Sydney is back on +10:00 like Brisbane.
    expect(zonedTime(new Date('2026-07-15T00:30:00Z'), 'Australia/Sydney').minutes).toBe(630);
  });

  it('crosses midnight into the local date', () => {
    expect(zonedTime(new Date('2026-03-01T14:30:00Z'), 'Australia/Brisbane')).toEqual({ date: '2026-03-02', weekday: 1, minutes: 30 });
  });

  it('maps states to zones and refuses unknown zones', () => {
    expect(timeZoneForState('NSW')).toBe('Australia/Sydney');
    expect(timeZoneForState('wa')).toBe('Australia/Perth');
    expect(timeZoneForState(null)).toBe('Australia/Brisbane');
    expect(safeTimeZone('Mars/Olympus')).toBe('Australia/Brisbane');
    expect(safeTimeZone('Australia/Adelaide')).toBe('Australia/Adelaide');
  });

  it('does calendar arithmetic on plain dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(formatDateInZone(new Date('2026-03-01T14:30:00Z'), 'Australia/Brisbane')).toBe('2 March 2026');
  });

  it("takes a site's zone from its address's state, and the default for a site without an address", () => {
    expect(siteTimeZone({ address: { state: 'VIC' } })).toBe('Australia/Melbourne');
    expect(siteTimeZone({ address: null })).toBe('Australia/Brisbane');
    expect(siteTimeZone({})).toBe('Australia/Brisbane');
  });
});
