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

/** A site's own zone: the one it names, else its address's state's (SPEC 3 site config address); the default without either. */
export function siteTimeZone(site: { timeZone?: string | null; address?: { state?: string | null } | null }): string {
  return site.timeZone && isTimeZone(site.timeZone) ? site.timeZone : timeZoneForState(site.address?.state);
}

/** Seconds since local midnight in a zone (Australian offsets are whole minutes, so the seconds are the instant's). */
export function secondsOfDay(instant: Date, zone: string): number {
  return zonedTime(instant, zone).minutes * 60 + (Math.floor(instant.getTime() / 1000) % 60 + 60) % 60;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at an instant, in minutes (+600 in Brisbane, +660 in Sydney during
 * daylight saving, +570 in Adelaide in winter): the zone's wall clock read back as if it were UTC,
 * minus the instant. Read per instant, never fixed, so the changeover days come out right.
 */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    offsetFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClock - wholeSeconds) / 60_000);
}

/** An instant as ISO 8601 with the zone's offset at that instant, e.g. '2026-10-04T03:30:00+11:00'. */
export function isoInZone(instant: Date, zone: string): string {
  const offset = zoneOffsetMinutes(instant, zone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** A plain calendar date ('YYYY-MM-DD…', no instant) in words, e.g. '1 June 2025'; '' when unreadable. */
export function formatPlainDate(date: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  // A calendar date is the same day everywhere: formatted in UTC, where it was parsed, it never shifts.
  return Number.isNaN(parsed.getTime()) ? '' : new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' }).format(parsed);
}

/**
 * The instant a zone's wall clock reads `minutes` after midnight on `date` ('YYYY-MM-DD'). The
 * offset is read twice (at a first guess, then at the answer) so a time on the far side of a
 * daylight-saving change gets that side's offset.
 */
export function instantAt(date: string, minutes: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wallClock = Date.UTC(year!, month! - 1, day!, 0, minutes);
  const guess = wallClock - zoneOffsetMinutes(new Date(wallClock), zone) * 60_000;
  return new Date(wallClock - zoneOffsetMinutes(new Date(guess), zone) * 60_000);
}

/** The instant the day after `instant`'s starts in a zone (its next local midnight). */
export function nextMidnight(instant: Date, zone: string): Date {
  return instantAt(addDays(zonedTime(instant, zone).date, 1), 0, zone);
}
