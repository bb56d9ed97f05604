/** Date helpers for the generator. Everything is derived from the reference date, never the clock. */

export const DAY_MS = 24 * 60 * 60 * 1000;
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** 'YYYY-MM-DD' of the UTC calendar day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The start of today's UTC day: the seed CLI's reference date. */
export function utcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * An ISO timestamp in Brisbane time with its +10:00 offset, the format promo nodes use
 * (Queensland has no daylight saving, so the offset is fixed).
 */
export function brisbaneIso(date: Date): string {
  return `${new Date(date.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 19)}+10:00`;
}

/** Brisbane calendar date ('YYYY-MM-DD') of an instant. */
export function brisbaneDate(date: Date): string {
  return new Date(date.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Brisbane calendar day starts, `days` after the Brisbane day of `date`. */
export function brisbaneDayStart(date: Date, days = 0): Date {
  const day = brisbaneDate(date);
  return addDays(new Date(Date.parse(`${day}T00:00:00+10:00`)), days);
}

/** First day of the month as 'YYYY-MM-01', the precision build and compliance dates carry. */
export function monthStart(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}
