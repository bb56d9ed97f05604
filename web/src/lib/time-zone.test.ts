import { describe, expect, it } from 'vitest';
import { addDays, formatDateInZone, formatPlainDate, isoInZone, nextMidnight, safeTimeZone, siteTimeZone, timeZoneForState, weekdayOf, zonedTime, zoneOffsetMinutes } from './time-zone';

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

  it("takes the zone a site names before its state's: Broken Hill is in NSW but keeps Adelaide's time", () => {
    expect(siteTimeZone({ timeZone: 'Australia/Broken_Hill', address: { state: 'NSW' } })).toBe('Australia/Broken_Hill');
    expect(siteTimeZone({ timeZone: null, address: { state: 'NSW' } })).toBe('Australia/Sydney');
    // A zone the runtime does not know is never used to work out a date.
    expect(siteTimeZone({ timeZone: 'Mars/Olympus_Mons', address: { state: 'NSW' } })).toBe('Australia/Sydney');
  });

  it("reads a zone's offset at the instant, across Sydney's daylight-saving changes", () => {
    // Clocks go forward at 2:00 am AEST on 4 October 2026 (16:00 UTC on the 3rd) and back at 3:00 am AEDT on 5 April 2026 (16:00 UTC on the 4th).
    expect(zoneOffsetMinutes(new Date('2026-10-03T15:59:59Z'), 'Australia/Sydney')).toBe(600);
    expect(zoneOffsetMinutes(new Date('2026-10-03T16:00:00Z'), 'Australia/Sydney')).toBe(660);
    expect(zoneOffsetMinutes(new Date('2026-04-04T15:59:59Z'), 'Australia/Sydney')).toBe(660);
    expect(zoneOffsetMinutes(new Date('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toBe(600);
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Australia/Melbourne')).toBe(660);
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Australia/Brisbane')).toBe(600);
    expect(zoneOffsetMinutes(new Date('2026-07-15T00:00:00Z'), 'Australia/Adelaide')).toBe(570);
    expect(zoneOffsetMinutes(new Date('2026-07-15T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('writes an instant as ISO 8601 with the offset of its zone on that day', () => {
    expect(isoInZone(new Date('2026-10-03T15:30:00.250Z'), 'Australia/Sydney')).toBe('2026-10-04T01:30:00+10:00');
    expect(isoInZone(new Date('2026-10-03T16:30:00Z'), 'Australia/Sydney')).toBe('2026-10-04T03:30:00+11:00');
    expect(isoInZone(new Date('2026-10-03T16:30:00Z'), 'Australia/Brisbane')).toBe('2026-10-04T02:30:00+10:00');
    expect(isoInZone(new Date('2026-07-15T00:00:00Z'), 'America/St_Johns')).toBe('2026-07-14T21:30:00-02:30');
  });

  it('formats a plain calendar date as the same day in every zone', () => {
    expect(formatPlainDate('2025-06-01')).toBe('1 June 2025');
    expect(formatPlainDate('2025-06-01T23:00:00Z')).toBe('1 June 2025');
    expect(formatPlainDate('not a date')).toBe('');
  });

  it('finds the next local midnight, on the day daylight saving starts too', () => {
    // Perth has no daylight saving: 01:00 on 2 December is followed by midnight on the 3rd (+08:00).
    expect(nextMidnight(new Date('2026-12-01T17:00:00Z'), 'Australia/Perth').toISOString()).toBe('2026-12-02T16:00:00.000Z');
    // Sydney moves to +11:00 at 02:00 on 4 October 2026: the next midnight is the 5th's, at +11:00.
    expect(nextMidnight(new Date('2026-10-03T20:00:00Z'), 'Australia/Sydney').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    // Just before midnight, the next one is a minute away.
    expect(nextMidnight(new Date('2026-12-01T13:59:00Z'), 'Australia/Brisbane').toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });
});
