import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '@dealer/schemas/content/location';
import { zonedTime } from '@/lib/time-zone';
import { openStatus } from './open-status';

const week: OpeningHour[] = [
  { weekday: 0, status: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'Open', open: '08:30', close: '12:00' },
];
// Tuesday 24 November 2026 in Brisbane (UTC+10).
const at = (utc: string, zone = 'Australia/Brisbane') => zonedTime(new Date(utc), zone);

describe('open now', () => {
  it('says when it closes while open', () => {
    expect(openStatus(week, [], at('2026-11-24T02:00:00Z'))).toEqual({ open: true, text: 'Open now · closes 5:30 pm' });
  });

  it('says when it opens later today, tomorrow or on a named day', () => {
    expect(openStatus(week, [], at('2026-11-23T21:00:00Z')).text).toBe('Closed · opens 8:30 am today');
    expect(openStatus(week, [], at('2026-11-24T08:00:00Z')).text).toBe('Closed · opens 8:30 am tomorrow');
    // Saturday 12:30: closed Sunday, so Monday.
    expect(openStatus(week, [], at('2026-11-28T02:30:00Z')).text).toBe('Closed · opens 8:30 am Monday');
  });

  it('works in the location own zone: 5 pm in Brisbane is 6 pm in Sydney in summer', () => {
    const instant = '2026-11-24T07:00:00Z';
    expect(openStatus(week, [], at(instant, 'Australia/Brisbane')).open).toBe(true);
    expect(openStatus(week, [], at(instant, 'Australia/Sydney')).text).toBe('Closed · opens 8:30 am tomorrow');
  });

  it('lets a special date override the weekday', () => {
    const specials = [{ date: '2026-11-24', status: 'Closed' as const, start: null, end: null, label: 'Show holiday' }];
    expect(openStatus(week, specials, at('2026-11-24T02:00:00Z')).text).toBe('Closed · opens 8:30 am tomorrow');
    const sunday = [{ date: '2026-11-29', status: 'Open' as const, start: '10:00', end: '15:00', label: 'Sunday trading' }];
    expect(openStatus(week, sunday, at('2026-11-29T01:00:00Z')).text).toBe('Open now · closes 3:00 pm');
  });

  it('is closed with no hours at all', () => {
    expect(openStatus([], [], at('2026-11-24T02:00:00Z'))).toEqual({ open: false, text: 'Closed' });
  });
});
