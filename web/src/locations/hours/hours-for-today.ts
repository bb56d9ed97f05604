import type { Location } from '@dealer/schemas/content/location';
import { nextMidnight } from '@/lib/time-zone';
import { deadlineTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import { hoursOptions, type HoursOption } from './hours-options';

/**
 * A location's hours as of today, for pages served from the route cache: the weekend and holiday
 * table lists only days to come, so the answer (and a page showing it) holds until the next
 * midnight in the zone of a location with special hours (its deadline tag), when a day that has
 * passed leaves it, instead of until the next edit. The clock is read inside the cached answer,
 * the one place Cache Components let a page kept for every shopper read it.
 */
export async function hoursForToday(location: Location, all: readonly Location[]): Promise<HoursOption[]> {
  'use cache';
  const now = new Date();
  const options = hoursOptions(location, all, now);
  const zones = new Set(options.filter((option) => option.specials.length > 0).map((option) => option.timeZone));
  for (const zone of zones) tagCache(deadlineTag(nextMidnight(now, zone).getTime() / 1000));
  return options;
}
