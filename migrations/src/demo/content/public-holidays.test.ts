import { describe, expect, it } from 'vitest';
import { easterSunday, upcomingPublicHolidays } from './public-holidays';

describe('public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
  ])('knows Easter Sunday %i', (year, date) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(date);
  });

  it('lists the next holidays from the reference date, crossing the year end', () => {
    const next = upcomingPublicHolidays(new Date('2025-12-20T00:00:00Z'), 'QLD', 3);
    expect(next.map((h) => h.label)).toEqual(['Christmas Day', 'Boxing Day', "New Year's Day"]);
    expect(next[2]?.date).toBe('2026-01-01');
  });

  it('uses the state Labour Day', () => {
    const qld = upcomingPublicHolidays(new Date('2025-04-30T00:00:00Z'), 'QLD', 1);
    expect(qld[0]).toEqual({ date: '2025-05-05', label: 'Labour Day' });
  });
});
