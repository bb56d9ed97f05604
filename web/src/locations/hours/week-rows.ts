import type { OpeningHour, SpecialHour } from '@dealer/schemas/content/location';
import { weekdayOf } from '@/lib/time-zone';
import { formatClock } from './clock';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** SPEC 3: hours are shown Monday first, Sunday last. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export type HoursRow = { label: string; hours: string | null };

const hoursText = (entry: Pick<OpeningHour, 'status' | 'open' | 'close'> | undefined): string | null =>
  entry?.status === 'Open' && entry.open && entry.close ? `${formatClock(entry.open)} – ${formatClock(entry.close)}` : null;

/**
 * The weekly table (SPEC 4 "Opening hours day"): Monday to Sunday, one row per day, except that
 * Monday to Friday share one row when their hours are equal. `hours` null means Closed (a day
 * without an entry is closed too).
 */
export function weekRows(entries: readonly OpeningHour[]): HoursRow[] {
  const byDay = new Map(entries.map((entry) => [entry.weekday, hoursText(entry)]));
  const weekdays = [1, 2, 3, 4, 5].map((day) => byDay.get(day) ?? null);
  const grouped = weekdays.every((hours) => hours === weekdays[0]);
  const rows: HoursRow[] = grouped ? [{ label: 'Monday to Friday', hours: weekdays[0]! }] : [];
  for (const day of MONDAY_FIRST) {
    if (grouped && day >= 1 && day <= 5) continue;
    rows.push({ label: DAY_NAMES[day], hours: byDay.get(day) ?? null });
  }
  return rows;
}

const dateLabel = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * Special dates (public holidays, weekend events) from `today` on, by date, e.g. 'Friday 26
 * December (Boxing Day)'. Dates are calendar dates of the location, so they format in UTC.
 */
export function specialRows(specials: readonly SpecialHour[], today: string): HoursRow[] {
  return specials
    .filter((special) => special.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((special) => {
      const day = dateLabel.format(new Date(`${special.date}T00:00:00Z`));
      return {
        label: special.label ? `${day} (${special.label})` : day,
        hours: hoursText({ status: special.status, open: special.start, close: special.end }),
      };
    });
}

/** Whether a special date falls on a weekend (shown under "Weekend and holiday hours"). */
export const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));
