/**
 * Wall-clock time in a named IANA time zone, through Intl only (no offsets are hard-coded, so
 * daylight saving in NSW, VIC, SA and TAS follows the platform's time-zone data). Every
 * "today", "open now" or date shown to a shopper goes through here with the location's or the
 * site's own zone.
 */

/** The zone a site or location without one uses: the platform's dealers started in Queensland. */
export const DEFAULT_TIME_ZONE = 'Australia/Brisbane';

/** The capital's zone of each Australian state and territory. */
const STATE_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  NT: 'Australia/Darwin',
};

/** A zone for an Australian state abbreviation, e.g. 'NSW' → 'Australia/Sydney'. */
export function timeZoneForState(state: string | null | undefined): string {
  return STATE_ZONES[(state ?? '').toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

/** Whether the runtime knows the zone (an editor may type one by hand). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A usable zone: the given one when the runtime knows it, else the default. */
export function safeTimeZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export type ZonedTime = {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** 0 = Sunday … 6 = Saturday, as SPEC 3's opening hour entries count. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
};

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local date, weekday and minute of an instant in a zone. */
export function zonedTime(instant: Date, zone: string): ZonedTime {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** 'YYYY-MM-DD' plus a number of days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Formats an instant as a date in a zone, e.g. '24 November 2026'. */
export function formatDateInZone(instant: Date, zone: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  return new Intl.DateTimeFormat('en-AU', { ...options, timeZone: zone }).format(instant);
}

/** A site's own zone: its address's state (SPEC 3 site config address); the default without one. */
export function siteTimeZone(site: { address?: { state?: string | null } | null }): string {
  return timeZoneForState(site.address?.state);
}

/** Seconds since local midnight in a zone (Australian offsets are whole minutes, so the seconds are the instant's). */
export function secondsOfDay(instant: Date, zone: string): number {
  return zonedTime(instant, zone).minutes * 60 + (Math.floor(instant.getTime() / 1000) % 60 + 60) % 60;
}
