/**
 * The cache tags of everything the pages cache ('use cache'). Every cached page part carries its
 * tenant's tag and a tag per thing it read, so a change expires exactly the parts that showed it:
 * a Sanity publish expires the site's tag (content/revalidate.ts), a vehicle change its car's and
 * its tenant's stock tag (vehicles/vehicle-cache.ts).
 */

/** All cached content of one tenant (site settings, pages, promos, locations). */
export const siteTag = (siteSlug: string) => `site:${siteSlug}`;

/** One CMS page of a tenant ('home' for the home page). */
export const pageTag = (siteSlug: string, pageSlug: string) => `page:${siteSlug}:${pageSlug}`;

/** One vehicle of a tenant: its page. */
export const vehicleTag = (siteSlug: string, vehicleSlug: string) => `vehicle:${siteSlug}:${vehicleSlug}`;

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
