/**
 * SPEC 4 "Rego expiry": a future date shows 'Expires on {date}'; a past date shows
 * 'Unregistered' on tenants that say so, else nothing. Dates in en-AU, Brisbane time.
 */
const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' });

export function regoText(expiry: Date | string | null | undefined, now: Date, showUnregistered: boolean): string | null {
  if (!expiry) return null;
  const date = typeof expiry === 'string' ? new Date(expiry) : expiry;
  if (Number.isNaN(date.getTime())) return null;
  if (date.getTime() > now.getTime()) return `Expires on ${dateFormat.format(date)}`;
  return showUnregistered ? 'Unregistered' : null;
}
