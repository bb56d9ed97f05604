import type { SiteConfig } from '@dealer/schemas/content/site';
import { getSiteConfig } from '@/content/site';
import { directoryIndexName } from '@/directory/records/directory-index';
import { summariseStock } from '@/directory/records/model-stock';
import { offersIndexName } from '@/offers/records/offers-index';
import { listingsTag } from '@/server/cache/cache-tags';
import { expireCacheTags } from '@/server/cache/expire-cache-tags';
import type { SearchEngine } from '../engine/engine';
import type { LocalSearchPort } from '../port/local-search';
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

function isLocal(port: SearchPort): port is LocalSearchPort {
  return port.adapter === 'local-engine' && 'engine' in port;
}

/** Every record of one site in an index of the embedded engine (browse pages of 1000). */
function browseSite(engine: SearchEngine, indexName: string, siteSlug: string, attributes: string[]): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const params = cursor ? { cursor } : { hitsPerPage: 1000, attributesToRetrieve: attributes, attributesToHighlight: [] };
    const page = engine.browse(indexName, params, { baseFilter: siteFilter(siteSlug) });
    records.push(...page.hits);
    cursor = page.cursor;
  } while (cursor);
  return records;
}

/** Replaces one site's records of a content index, leaving every other site's as they are. */
function replaceSiteRecords(engine: SearchEngine, indexName: string, siteSlug: string, records: ReadonlyArray<{ objectID: string }>): void {
  const keep = new Set(records.map((record) => record.objectID));
  const gone = browseSite(engine, indexName, siteSlug, ['objectID']).map((hit) => String(hit.objectID)).filter((id) => !keep.has(id));
  if (gone.length > 0) engine.deleteObjects(indexName, gone);
  if (records.length > 0) engine.saveObjects(indexName, records as ReadonlyArray<Record<string, unknown>>);
}

/**
 * After vehicle changes, brings one site's models directory and offers records up to date with its
 * stock (their counts, "from" prices and photos are the stock's, SPEC 7), then expires the cached
 * directory and offers pages (`listings:<site>`), so the next request shows what the change did.
 * The embedded engine only: with hosted Algolia the content indexes are pushed by the indexer.
 * A content failure costs only the listings' freshness, never the vehicle change.
 */
export async function refreshSiteListings(port: SearchPort, siteSlug: string, deps: SiteListingsDeps = appDeps): Promise<void> {
  if (!isLocal(port)) return;
  const { engine } = port;
  const directoryIndex = directoryIndexName(port.indexName);
  const offersIndex = offersIndexName(port.indexName);
  // Not built (the start-up content index failed): nothing to bring up to date.
  if (!engine.hasIndex(directoryIndex) || !engine.hasIndex(offersIndex)) return;
  let records: ContentRecords;
  try {
    const site = await deps.site(siteSlug);
    if (!site) return;
    const vehicles = browseSite(engine, port.indexName, siteSlug, STOCK_ATTRIBUTES) as unknown as SearchRecord[];
    records = await deps.records(site, summariseStock(vehicles));
  } catch (error) {
    console.error(`› Models directory and offers of ${siteSlug} could not be re-indexed:`, error);
    return;
  }
  replaceSiteRecords(engine, directoryIndex, siteSlug, records.directory);
  replaceSiteRecords(engine, offersIndex, siteSlug, records.offers);
  await expireCacheTags([listingsTag(siteSlug)]);
}
