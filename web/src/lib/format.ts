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
 * A non-negative number's whole and fraction digits, rounded half up to `decimals` places as Intl
 * rounds: from the shortest decimal that reads back as the number (1.005 → "1.01", where toFixed
 * rounds the binary value below it, "1.00").
 */
function roundedDigits(magnitude: number, decimals: number): [string, string] {
  const text = String(magnitude);
  if (text.includes('e')) {
    // Exponent form: 1e21 and above is a whole number; below 1e-6 rounds to zero.
    return [magnitude >= 1 ? BigInt(magnitude).toString() : '0', '0'.repeat(decimals)];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  const kept = BigInt(whole + fraction.slice(0, decimals)) + (fraction[decimals]! >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(decimals + 1, '0');
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}

/** `value` rounded to `decimals` places, grouped; `prefix` (a currency sign) after the minus. */
function written(value: number, decimals: 0 | 2, prefix = ''): string {
  if (Number.isNaN(value)) return `${prefix}NaN`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}${prefix}∞`;
  const [whole, fraction] = roundedDigits(magnitude, decimals);
  return `${sign}${prefix}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

const isFiniteNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whole dollars, e.g. 29990 → "$29,990". Cents are shown only when the amount has them. */
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
