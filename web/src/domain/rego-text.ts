import { DEFAULT_TIME_ZONE, formatDateInZone } from '@/lib/time-zone';

/**
 * SPEC 4 "Rego expiry": a future date shows 'Expires on {date}'; a past date shows
 * 'Unregistered' on tenants that say so, else nothing. Dates in en-AU, in the site's own zone.
 */
export function regoText(expiry: Date | string | null | undefined, now: Date, showUnregistered: boolean, zone: string = DEFAULT_TIME_ZONE): string | null {
  if (!expiry) return null;
  const date = typeof expiry === 'string' ? new Date(expiry) : expiry;
  if (Number.isNaN(date.getTime())) return null;
  if (date.getTime() > now.getTime()) return `Expires on ${formatDateInZone(date, zone)}`;
  return showUnregistered ? 'Unregistered' : null;
}
