import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { reviewsPort, type LocationRating } from '@/ports/reviews';
import { siteTag } from '@/server/cache/cache-tags';
import { cacheForHours, tagCache } from '@/server/cache/tag-cache';
import { shownLocationRatings } from './minimum-rating';

export type { LocationRating };

/**
 * The ratings location cards and details show, from the reviews port (SPEC 2 "Location block"),
 * only above SPEC 5's minimum and while the site shows reviews. A provider failure shows the
 * locations without ratings (logged), never an error page.
 */
export async function locationRatings(
  site: Pick<SiteConfig, '_id' | 'slug' | 'features'>,
  locations: readonly { _id: string; slug: string }[],
): Promise<Map<string, LocationRating>> {
  if (!site.features.reviews || locations.length === 0) return new Map();
  try {
    const ratings = await portRatings({ _id: site._id, slug: site.slug }, locations.map(({ _id, slug }) => ({ _id, slug })));
    return shownLocationRatings(ratings, true);
  } catch (error) {
    console.error(`Location ratings of ${site.slug} could not be loaded`, error);
    return new Map();
  }
}

/**
 * The provider's ratings, from the page cache for an hour (they change with new reviews, not with
 * anything the platform does) or until the site is published. A failure throws, so it is never
 * cached.
 */
async function portRatings(site: { _id: string; slug: string }, locations: { _id: string; slug: string }[]): Promise<Map<string, LocationRating>> {
  'use cache';
  tagCache(siteTag(site.slug));
  cacheForHours();
  return reviewsPort().locationRatings(site, locations);
}
