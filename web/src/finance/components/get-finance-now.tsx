import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button';
import { CarCard } from '@/components/vehicle/car-card';
import { searchVehicles, type SearchRecord } from '@/search/search-service';
import { ALL_STOCK_TAG, siteTag, stockTag } from '@/server/cache/cache-tags';
import { cacheForHours, tagCache } from '@/server/cache/tag-cache';

/** SPEC 9 "Featured cars 6": used, in stock, more than one photo. */
export const FEATURED_FINANCE_CARS = 6;
export const FEATURED_FINANCE_FILTER = 'car_type:used AND status:in_stock AND photos_count > 1';

/**
 * The featured cars, from the page cache until the tenant's stock changes: the finance pages
 * without a query are served whole from the route cache, and this tag is what expires them.
 */
async function featuredFinanceCars(site: SiteConfig): Promise<{ hits: SearchRecord[]; at: Date }> {
  'use cache';
  tagCache(siteTag(site.slug), stockTag(site.slug), ALL_STOCK_TAG);
  cacheForHours();
  const { hits } = await searchVehicles(site, { filters: FEATURED_FINANCE_FILTER, hitsPerPage: FEATURED_FINANCE_CARS });
  // The cards' tags (a new arrival) are as of this answer: under Cache Components a page kept for
  // every shopper reads the clock only inside a cached answer.
  return { hits, at: new Date() };
}

/**
 * SPEC 2: with no car and the get-finance call to action on, the finance page offers six featured
 * used in-stock cars and a link to /search/used-cars. A search failure leaves the section out
 * (SPEC 8: search errors show no message).
 */
export async function GetFinanceNow({ site }: { site: SiteConfig }) {
  let featured: { hits: SearchRecord[]; at: Date };
  try {
    featured = await featuredFinanceCars(site);
  } catch (error) {
    console.error(`Featured finance cars of ${site.slug} could not be loaded`, error);
    return null;
  }
  const { hits, at } = featured;
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby="get-finance-now-heading" className="mt-14" data-testid="get-finance-now">
      <div className="block-header">
        <div>
          <h2 id="get-finance-now-heading" className="text-2xl font-bold tracking-tight md:text-3xl">Get Finance Now</h2>
          <p className="mt-1 text-neutral-700">Pick a car and get pre-approved for it in minutes.</p>
        </div>
        <a href="/search/used-cars" className={buttonVariants({ variant: 'outline', size: 'sm' })}>View all used cars</a>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {hits.map((car) => (
          <li key={car.objectID}><CarCard car={car} site={site} now={at} /></li>
        ))}
      </ul>
    </section>
  );
}
