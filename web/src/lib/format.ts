/**
 * Number formatting for shoppers: everything goes through Intl with en-AU (SPEC conventions), so
 * prices read "$29,990" and odometers "12,345 km" whatever the server's locale is.
 */
const currency = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const currencyWithCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

const isFiniteNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whole dollars, e.g. 29990 → "$29,990". Cents are shown only when the amount has them. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? currency.format(amount) : currencyWithCents.format(amount);
}

/** e.g. 12345 → "12,345"; null for a missing value so callers can hide the row. */
export function formatNumber(value: number | null | undefined): string | null {
  return isFiniteNumber(value) ? integer.format(value) : null;
}

/** Odometer reading, e.g. 12345 → "12,345 km"; null when unknown. */
export function formatKm(km: number | null | undefined): string | null {
  const formatted = formatNumber(km);
  return formatted === null ? null : `${formatted} km`;
}
