import type { Location } from '@dealer/schemas/content/location';
import { nextMidnight } from '@/lib/time-zone';
import { deadlineTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import { hoursOptions, type HoursOption } from './hours-options';

/**
 * A cached part that only carries a deadline: a cached page that renders it is right until the
 * next midnight in `zone` (deadline-tag.mjs), and is then rendered afresh.
 */
async function rightUntilMidnight(zone: string): Promise<null> {
  'use cache';
  tagCache(deadlineTag(nextMidnight(new Date(), zone).getTime() / 1000));
  return null;
}

/**
 * A location's hours as of today, for pages served from the route cache: the weekend and holiday
 * table lists only days to come, so a page showing one is rendered afresh from the next midnight
 * in the location's zone, when a day that has passed leaves it, instead of at the next edit.
 */
export async function hoursForToday(location: Location, all: readonly Location[]): Promise<HoursOption[]> {
  const options = hoursOptions(location, all);
  const zones = new Set(options.filter((option) => option.specials.length > 0).map((option) => option.timeZone));
  await Promise.all([...zones].map(rightUntilMidnight));
  return options;
}
