import type { SiteConfig } from '@dealer/schemas/content/site';
import { getSiteConfig } from '@/content/site';
import { directoryIndexName } from '@/directory/records/directory-index';
import { summariseStock } from '@/directory/records/model-stock';
import { offersIndexName } from '@/offers/records/offers-index';
import { listingsTag } from '@/server/cache/cache-tags';
import { expireCacheTags } from '@/server/cache/expire-cache-tags';
import type { SearchPort } from '../port/search-port';
import type { SearchRecord } from '../port/search-record';
import { siteFilter } from '../port/site-filter';
import { siteContentRecords, type ContentRecords } from './content-indexer';

export type SiteListingsDeps = {
  site: (slug: string) => Promise<SiteConfig | null>;
  /** The site's directory and offer records for a stock (content-indexer.ts). */
  records: typeof siteContentRecords;
};

const appDeps: SiteListingsDeps = { site: getSiteConfig, records: siteContentRecords };

/** What the stock summary reads of a vehicle record (directory/records/model-stock.ts). */
const STOCK_ATTRIBUTES = ['site_slug', 'make', 'model', 'price', 'is_available', 'primary_image_url'];

/**
 * After vehicle changes, brings one site's models directory and offers records up to date with its
 * stock (their counts, "from" prices and photos are the stock's, SPEC 7), then expires the cached
 * directory and offers pages (`listings:<site>`), so the next request shows what the change did.
 * The same with either search adapter: the embedded engine of each instance, or hosted Algolia's
 * shared indexes (written once, by the instance that took the change).
 * A content failure costs only the listings' freshness, never the vehicle change.
 */
export async function refreshSiteListings(port: SearchPort, siteSlug: string, deps: SiteListingsDeps = appDeps): Promise<void> {
  const directoryIndex = directoryIndexName(port.indexName);
  const offersIndex = offersIndexName(port.indexName);
  const filter = siteFilter(siteSlug);
  try {
    // Not built (the start-up content index failed, or the indexer never ran): nothing to bring up to date.
    if (!(await port.hasIndex(directoryIndex)) || !(await port.hasIndex(offersIndex))) return;
    const site = await deps.site(siteSlug);
    if (!site) return;
    const vehicles = (await port.browse(port.indexName, filter, STOCK_ATTRIBUTES)) as unknown as SearchRecord[];
    const records: ContentRecords = await deps.records(site, summariseStock(vehicles));
    await port.replaceMatching(directoryIndex, filter, records.directory);
    await port.replaceMatching(offersIndex, filter, records.offers);
  } catch (error) {
    console.error(`› Models directory and offers of ${siteSlug} could not be re-indexed:`, error);
    return;
  }
  await expireCacheTags([listingsTag(siteSlug)]);
}
