import type { AustralianState } from '../tenants/tenant-types';
import { isoDate } from '../dates';

export type PublicHoliday = { date: string; label: string };

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/** The nth Monday (1-based) of a month, as a UTC date. */
function nthMonday(year: number, month: number, n: number): Date {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, month - 1, 1 + offset + (n - 1) * 7));
}

function holidaysOfYear(year: number, state: AustralianState): PublicHoliday[] {
  const easter = easterSunday(year);
  const shift = (days: number) => isoDate(new Date(easter.getTime() + days * 86_400_000));
  const fixed = (month: number, day: number) => isoDate(new Date(Date.UTC(year, month - 1, day)));
  const list: PublicHoliday[] = [
    { date: fixed(1, 1), label: "New Year's Day" },
    { date: fixed(1, 26), label: 'Australia Day' },
    { date: shift(-2), label: 'Good Friday' },
    { date: shift(-1), label: 'Easter Saturday' },
    { date: shift(1), label: 'Easter Monday' },
    { date: fixed(4, 25), label: 'Anzac Day' },
    { date: fixed(12, 25), label: 'Christmas Day' },
    { date: fixed(12, 26), label: 'Boxing Day' },
  ];
  // Labour Day and the King's Birthday fall on different Mondays in Queensland and New South Wales.
  if (state === 'QLD') {
    list.push({ date: isoDate(nthMonday(year, 5, 1)), label: 'Labour Day' });
    list.push({ date: isoDate(nthMonday(year, 10, 1)), label: "King's Birthday" });
  } else {
    list.push({ date: isoDate(nthMonday(year, 6, 2)), label: "King's Birthday" });
    list.push({ date: isoDate(nthMonday(year, 10, 1)), label: 'Labour Day' });
  }
  return list;
}

/** The next `count` public holidays on or after the reference date, in date order. */
export function upcomingPublicHolidays(referenceDate: Date, state: AustralianState, count: number): PublicHoliday[] {
  const today = isoDate(referenceDate);
  const year = referenceDate.getUTCFullYear();
  return [...holidaysOfYear(year, state), ...holidaysOfYear(year + 1, state)]
    .filter((holiday) => holiday.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, count);
}
