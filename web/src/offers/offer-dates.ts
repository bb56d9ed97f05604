import { formatDateInZone } from '@/lib/time-zone';

/**
 * "Offer ends 24 July 2025" (SPEC.md 9: 'Offer ends' date shown) on the calendar of the site's
 * own zone (lib/time-zone siteTimeZone), whatever offset the editor saved; null for standing offers.
 */
export function offerEndsText(endsAt: string | null, timeZone: string): string | null {
  if (!endsAt) return null;
  const time = Date.parse(endsAt);
  return Number.isNaN(time) ? null : `Offer ends ${formatDateInZone(new Date(time), timeZone)}`;
}
