import type { OpeningHour, SpecialHour } from '@dealer/schemas/content/location';
import { addDays, instantAt, isoInZone, zonedTime } from '@/lib/time-zone';
import { formatClock } from '@/locations/hours/clock';
import { spanOn } from '@/locations/hours/open-status';

/**
 * Test-drive slots of one location (SPEC 7 "Test-drive appointment availability"; the spec leaves
 * the numbers open): the next 14 days from today in the location's zone, every half hour from
 * opening until the last one that ends by closing, from the sales hours with special dates
 * winning, at least an hour ahead so someone can get the car ready.
 */
export const SLOT_MINUTES = 30;
export const SLOT_DAYS = 14;
export const NOTICE_MINUTES = 60;

export type Slot = {
  /** The start in the location's zone with its offset that day, e.g. '2026-11-26T10:00:00+10:00': what the form sends and the lead carries. */
  start: string;
  /** '10:00 am'. */
  label: string;
};
export type SlotDay = { date: string; label: string; slots: Slot[] };

export type SlotHours = { hours: readonly OpeningHour[]; specials: readonly SpecialHour[]; timeZone: string };

const dayLabel = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const clockText = (minutes: number) => formatClock(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);

/** Every slot the hours offer from `now`, booked or not, day by day (days without one left out). */
export function offeredSlots({ hours, specials, timeZone }: SlotHours, now: Date): SlotDay[] {
  const today = zonedTime(now, timeZone).date;
  const earliest = now.getTime() + NOTICE_MINUTES * 60_000;
  const days: SlotDay[] = [];
  for (let ahead = 0; ahead < SLOT_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const span = spanOn(date, hours, specials);
    if (!span) continue;
    const slots: Slot[] = [];
    for (let minutes = span.open; minutes + SLOT_MINUTES <= span.close; minutes += SLOT_MINUTES) {
      const start = instantAt(date, minutes, timeZone);
      if (start.getTime() < earliest) continue;
      slots.push({ start: isoInZone(start, timeZone), label: clockText(minutes) });
    }
    if (slots.length > 0) days.push({ date, label: dayLabel.format(new Date(`${date}T00:00:00Z`)), slots });
  }
  return days;
}

/** The offered slots less those already booked (instants, compared to the millisecond). */
export function openSlots(days: readonly SlotDay[], booked: readonly Date[]): SlotDay[] {
  const taken = new Set(booked.map((at) => at.getTime()));
  return days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => !taken.has(Date.parse(slot.start))) }))
    .filter((day) => day.slots.length > 0);
}

/** The instant of a slot the hours offer from `now`, or null when `start` is not one of them. */
export function offeredSlotAt(hours: SlotHours, now: Date, start: string): Date | null {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return null;
  const offered = offeredSlots(hours, now).some((day) => day.slots.some((slot) => Date.parse(slot.start) === at));
  return offered ? new Date(at) : null;
}
