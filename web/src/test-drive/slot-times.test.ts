import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '@dealer/schemas/content/location';
import { offeredSlotAt, offeredSlots, openSlots, SLOT_DAYS, type SlotHours } from './slot-times';

const week = (open: string, close: string, closedDays: number[] = []): OpeningHour[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => (closedDays.includes(weekday) ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open, close }));

const brisbane: SlotHours = { hours: week('09:00', '11:00', [0]), specials: [], timeZone: 'Australia/Brisbane' };

describe('test-drive slots', () => {
  it('offers every half hour that ends by closing, from an hour ahead, for 14 days', () => {
    // Wednesday 25 November 2026, 8:30 am in Brisbane.
    const days = offeredSlots(brisbane, new Date('2026-11-24T22:30:00Z'));
    expect(days[0]).toEqual({
      date: '2026-11-25', label: 'Wednesday 25 November',
      slots: [
        { start: '2026-11-25T09:30:00+10:00', label: '9:30 am' },
        { start: '2026-11-25T10:00:00+10:00', label: '10:00 am' },
        { start: '2026-11-25T10:30:00+10:00', label: '10:30 am' },
      ],
    });
    expect(days[1]!.slots.map((s) => s.label)).toEqual(['9:00 am', '9:30 am', '10:00 am', '10:30 am']);
    // Fourteen calendar days from today, Sundays closed (two of them).
    expect(days.map((d) => d.date)).toHaveLength(SLOT_DAYS - 2);
    expect(days.some((d) => d.label.startsWith('Sunday'))).toBe(false);
    expect(days.at(-1)!.date).toBe('2026-12-08');
  });

  it('starts a new day at local midnight and lets special dates win', () => {
    const withHoliday: SlotHours = { ...brisbane, specials: [{ date: '2026-11-26', status: 'Closed' }, { date: '2026-11-29', status: 'Open', start: '10:00', end: '11:00' }] };
    // 14:30 UTC on the 24th is 00:30 on the 25th in Brisbane.
    const days = offeredSlots(withHoliday, new Date('2026-11-24T14:30:00Z'));
    expect(days[0]!.date).toBe('2026-11-25');
    expect(days.map((d) => d.date)).not.toContain('2026-11-26');
    expect(days.find((d) => d.date === '2026-11-29')!.slots.map((s) => s.start)).toEqual(['2026-11-29T10:00:00+10:00', '2026-11-29T10:30:00+10:00']);
  });

  it("carries each slot in the location's zone, daylight saving included (Sydney, 4 October 2026)", () => {
    const sydney: SlotHours = { hours: week('09:00', '10:00'), specials: [], timeZone: 'Australia/Sydney' };
    // Friday 2 October 2026, noon in Sydney (AEST).
    const days = offeredSlots(sydney, new Date('2026-10-02T02:00:00Z'));
    const byDate = Object.fromEntries(days.map((d) => [d.date, d.slots.map((s) => s.start)]));
    expect(byDate['2026-10-03']).toEqual(['2026-10-03T09:00:00+10:00', '2026-10-03T09:30:00+10:00']);
    expect(byDate['2026-10-04']).toEqual(['2026-10-04T09:00:00+11:00', '2026-10-04T09:30:00+11:00']);
    // The same wall-clock time on either side of the change is 23 hours apart, not 24.
    expect(Date.parse(byDate['2026-10-04']![0]!) - Date.parse(byDate['2026-10-03']![0]!)).toBe(23 * 3_600_000);
  });

  it('leaves out booked slots, and days with none left', () => {
    const days = offeredSlots({ ...brisbane, hours: week('09:00', '10:00', [0]) }, new Date('2026-11-24T20:00:00Z'));
    const open = openSlots(days, [new Date('2026-11-24T23:00:00Z'), new Date('2026-11-24T23:30:00Z'), new Date('2026-11-25T23:30:00Z')]);
    expect(open[0]!.date).toBe('2026-11-26');
    expect(open[0]!.slots.map((s) => s.label)).toEqual(['9:00 am']);
  });

  it('recognises only the slots it offers, however the time is written', () => {
    const now = new Date('2026-11-24T22:30:00Z');
    expect(offeredSlotAt(brisbane, now, '2026-11-25T10:00:00+10:00')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(offeredSlotAt(brisbane, now, '2026-11-25T00:00:00Z')?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    for (const start of ['2026-11-25T09:00:00+10:00', '2026-11-25T10:15:00+10:00', '2026-11-29T10:00:00+10:00', '2026-12-30T10:00:00+10:00', 'tomorrow']) {
      expect(offeredSlotAt(brisbane, now, start)).toBeNull();
    }
  });
});
