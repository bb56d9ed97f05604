import 'server-only';
import { searchPort } from '@/search/search-service';
import { siteFilter } from '@/search/port/site-filter';
import { createResponseCache, type ResponseCache } from '@/search/response-cache';
import { listingRequests, mergeListingFacets, type FacetCounts, type ListingQuery } from './listing-request';

export type ListingView<T> = {
  hits: T[];
  nbHits: number;
  /** 1-based. */
  page: number;
  nbPages: number;
  facets: FacetCounts;
  /** The search failed: the page shows what it can and no message (SPEC 8). */
  failed: boolean;
};

type RawResult = { hits: unknown[]; nbHits: number; nbPages: number; facets?: FacetCounts };

/** A re-indexed directory or offer shows within this long even if its search was cached. */
const RESPONSE_TTL_MS = 30_000;
const globalKey = Symbol.for('dealer.listingResponseCaches');
type Holder = { [globalKey]?: Map<string, ResponseCache<RawResult[]>> };

/** SPEC 9: one cache of up to 10 responses per index, oldest evicted; the tenant is in every key. */
function cacheFor(indexName: string): ResponseCache<RawResult[]> {
  const caches = ((globalThis as Holder)[globalKey] ??= new Map());
  let cache = caches.get(indexName);
  if (!cache) caches.set(indexName, (cache = createResponseCache<RawResult[]>(undefined, RESPONSE_TTL_MS)));
  return cache;
}

/** Runs a listing page's queries for one tenant; its site filter is always applied server-side. */
export async function runListing<T>(siteSlug: string, listing: ListingQuery): Promise<ListingView<T>> {
  const requests = listingRequests(listing);
  const filter = siteFilter(siteSlug);
  const cache = cacheFor(listing.indexName);
  // SPEC 7: keyed by offset, query and refinements, all inside the requests; the tenant too.
  const key = JSON.stringify([filter, requests]);
  let results = cache.get(key);
  let failed = false;
  if (!results) {
    try {
      results = (await searchPort().search(requests, filter)) as unknown as RawResult[];
      cache.set(key, results);
    } catch (error) {
      console.error(`listing search failed (${listing.indexName})`, error);
      failed = true;
      results = [];
    }
  }
  const main = results[0];
  return {
    hits: (main?.hits ?? []) as T[],
    nbHits: main?.nbHits ?? 0,
    page: listing.page,
    nbPages: main?.nbPages ?? 0,
    facets: mergeListingFacets(listing, results),
    failed,
  };
}
