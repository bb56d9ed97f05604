import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '@dealer/schemas/content/location';
import { specialRows, weekRows } from './week-rows';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', open: null, close: null });

describe('weekly hours table', () => {
  it('lists Monday first and Sunday last, grouping equal weekdays as Monday to Friday', () => {
    // Entered Sunday first: the table still starts on Monday.
    const hours = [closed(0), ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30')), open(6, '08:30', '16:00')];
    expect(weekRows(hours)).toEqual([
      { label: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
      { label: 'Saturday', hours: '8:30 am – 4:00 pm' },
      { label: 'Sunday', hours: null },
    ]);
  });

  it('lists each day when one weekday differs (late-night Thursday), and a missing day is closed', () => {
    const hours = [1, 2, 3, 5].map((d) => open(d, '08:30', '17:30')).concat(open(4, '08:30', '19:00'));
    const rows = weekRows(hours);
    expect(rows.map((r) => r.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[3]).toEqual({ label: 'Thursday', hours: '8:30 am – 7:00 pm' });
    expect(rows[5]).toEqual({ label: 'Saturday', hours: null });
  });

  it('lists special dates from today on, by date, with their label', () => {
    const specials = [
      { date: '2026-12-26', status: 'Open' as const, start: '10:00', end: '16:00', label: 'Boxing Day' },
      { date: '2026-12-25', status: 'Closed' as const, start: null, end: null, label: 'Christmas Day' },
      { date: '2026-11-01', status: 'Closed' as const, start: null, end: null, label: 'Past' },
    ];
    expect(specialRows(specials, '2026-11-24')).toEqual([
      { label: 'Friday 25 December (Christmas Day)', hours: null },
      { label: 'Saturday 26 December (Boxing Day)', hours: '10:00 am – 4:00 pm' },
    ]);
  });
});
