/**
 * The cache tags of everything the pages cache ('use cache'). Every cached page part carries its
 * tenant's tag and a tag per thing it read, so a change expires exactly the parts that showed it:
 * a Sanity publish expires the site's tag (content/revalidate.ts), a vehicle change its car's and
 * its tenant's stock tag (vehicles/vehicle-cache.ts).
 */

import { createHash } from 'node:crypto';

/** Next refuses (and drops, with a warning) a cache tag longer than this. */
export const MAX_TAG_LENGTH = 256;

/**
 * A tag within Next's limit: a longer one (a page or car slug a visitor made up) becomes its
 * prefix and a hash of the whole, the same on the reading and the expiring side.
 */
function boundedTag(tag: string): string {
  if (tag.length <= MAX_TAG_LENGTH) return tag;
  return `${tag.slice(0, MAX_TAG_LENGTH - 42)}#${createHash('sha1').update(tag).digest('hex')}`;
}

/** All cached content of one tenant (site settings, pages, promos, locations). */
export const siteTag = (siteSlug: string) => `site:${siteSlug}`;

/** One CMS page of a tenant ('home' for the home page). */
export const pageTag = (siteSlug: string, pageSlug: string) => boundedTag(`page:${siteSlug}:${pageSlug}`);

/** One vehicle of a tenant: its page. */
export const vehicleTag = (siteSlug: string, vehicleSlug: string) => boundedTag(`vehicle:${siteSlug}:${vehicleSlug}`);

/** Anything that lists a tenant's stock (carousels, similar cars, counts). */
export const stockTag = (siteSlug: string) => `vehicles:${siteSlug}`;

/**
 * A tenant's models directory and offers pages: their indexes draw counts, "from" prices and photos
 * from the stock, so a vehicle change re-indexes the tenant's records and then expires this tag
 * (search/indexing/site-listings-refresh.ts).
 */
export const listingsTag = (siteSlug: string) => `listings:${siteSlug}`;

/** Every tenant's stock at once (a re-seed, a full feed import). */
export const ALL_STOCK_TAG = 'vehicles';

/** Kept equal to deadline-tag.mjs's, which the handlers import (a test checks the two agree). */
const DEADLINE_TAG_PREFIX = 'until:';

/**
 * A part that is right only until a moment (offers start and end by the clock): no change expires
 * it, the clock does. Its entries, and every page that shows it, are misses from `seconds` (Unix
 * time) on: both cache handlers read the moment from the tag itself (deadline-tag.mjs), so every
 * instance agrees without a timer or a write.
 */
export const deadlineTag = (seconds: number) => `${DEADLINE_TAG_PREFIX}${Math.floor(seconds)}`;
