/**
 * Number formatting for shoppers, written as Intl's en-AU formats write them (SPEC conventions):
 * prices read "$29,990" and odometers "12,345 km" whatever the server's or browser's locale is.
 * Written out rather than through Intl.NumberFormat: these run in the browser while a page
 * hydrates, and a browser's first en-AU number format loads its locale data, about 25 ms on a
 * fast machine and 100 ms on a mid-range phone, one task that blocked the page. format.test.ts
 * checks every function against Intl's own output.
 */

/** Digits grouped in threes with commas: "1234567" → "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A finite number's digits, rounded half up to `decimals` places as Intl rounds: from the shortest
 * decimal that reads back as the number (1.005 → "1.01", where toFixed rounds the binary value
 * below it, "1.00"). Exact for amounts below 10^13 (a price, an odometer, a count).
 */
function written(value: number, decimals: 0 | 2, prefix = ''): string {
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  const scaled = Number(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (fraction[decimals]! >= '5' ? 1 : 0);
  const digits = String(scaled).padStart(decimals + 1, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const fractionPart = decimals ? `.${digits.slice(-decimals)}` : '';
  return `${sign}${prefix}${grouped(decimals ? digits.slice(0, -decimals) : digits)}${fractionPart}`;
}

const isFiniteNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whole dollars, e.g. 29990 → "$29,990". Cents are shown only when the amount has them. Amounts are finite. */
export function formatPrice(amount: number): string {
  return written(amount, Number.isInteger(amount) ? 0 : 2, '$');
}

/** Dollars rounded to the dollar, e.g. 29990.4 → "$29,990" (a slider's ends, a budget). */
export function formatWholeDollars(amount: number): string {
  return written(amount, 0, '$');
}

/** Dollars and cents, e.g. 12.5 → "$12.50" (a running cost). */
export function formatDollarsAndCents(amount: number): string {
  return written(amount, 2, '$');
}

/** e.g. 12345 → "12,345"; null for a missing value so callers can hide the row. */
export function formatNumber(value: number | null | undefined): string | null {
  return isFiniteNumber(value) ? written(value, 0) : null;
}

/** Odometer reading, e.g. 12345 → "12,345 km"; null when unknown. */
export function formatKm(km: number | null | undefined): string | null {
  const formatted = formatNumber(km);
  return formatted === null ? null : `${formatted} km`;
}
