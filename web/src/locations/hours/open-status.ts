import type { OpeningHour, SpecialHour } from '@dealer/schemas/content/location';
import { addDays, weekdayOf, type ZonedTime } from '@/lib/time-zone';
import { clockMinutes, formatClock } from './clock';
import { DAY_NAMES } from './week-rows';

export type Span = { open: number; close: number; openText: string; closeText: string } | null;

/** The hours of one calendar date: a special date wins over the weekday's usual hours. */
export function spanOn(date: string, hours: readonly OpeningHour[], specials: readonly SpecialHour[]): Span {
  const special = specials.find((entry) => entry.date === date);
  const entry = special
    ? { status: special.status, open: special.start, close: special.end }
    : hours.find((day) => day.weekday === weekdayOf(date));
  if (entry?.status !== 'Open') return null;
  const open = clockMinutes(entry.open);
  const close = clockMinutes(entry.close);
  if (open === null || close === null || close <= open) return null;
  return { open, close, openText: formatClock(entry.open!), closeText: formatClock(entry.close!) };
}

export type OpenStatus = { open: boolean; text: string };

/**
 * "Open now · closes 5:30 pm", or when it is closed when it next opens ("Closed · opens 8:30 am
 * tomorrow"), from the location's local time (SPEC 2 opening hours). Looks a week ahead.
 */
export function openStatus(hours: readonly OpeningHour[], specials: readonly SpecialHour[], now: ZonedTime): OpenStatus {
  const today = spanOn(now.date, hours, specials);
  if (today && now.minutes >= today.open && now.minutes < today.close) {
    return { open: true, text: `Open now · closes ${today.closeText}` };
  }
  if (today && now.minutes < today.open) return { open: false, text: `Closed · opens ${today.openText} today` };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const date = addDays(now.date, ahead);
    const span = spanOn(date, hours, specials);
    if (span) {
      const day = ahead === 1 ? 'tomorrow' : DAY_NAMES[weekdayOf(date)];
      return { open: false, text: `Closed · opens ${span.openText} ${day}` };
    }
  }
  return { open: false, text: 'Closed' };
}
