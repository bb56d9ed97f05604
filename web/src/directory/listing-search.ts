import 'server-only';
import { searchPort } from '@/search/search-service';
import { siteFilter } from '@/search/port/site-filter';
import type { SearchRequest } from '@/search/port/search-port';
import { ALL_STOCK_TAG, listingsTag, siteTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
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
  /** When the results were searched (they come from the page cache), for the page's `data-searched-at`. */
  searchedAt: string | null;
};

type RawResult = { hits: unknown[]; nbHits: number; nbPages: number; facets?: FacetCounts };

/**
 * One listing search of a tenant, from the page cache (SPEC 7's response cache, kept across
 * requests and instances): keyed by the tenant and the requests (offset, query, refinements, the
 * offers' validity minute), until the tenant's listings are re-indexed after a vehicle change
 * (`listings:<site>`, search/indexing/site-listings-refresh.ts), all stock is, or its site is
 * published. A failed search throws, so a failure is never cached.
 */
async function cachedListingSearch(siteSlug: string, requests: SearchRequest[], extraTags: readonly string[]): Promise<{ results: RawResult[]; searchedAt: string }> {
  'use cache';
  tagCache(siteTag(siteSlug), listingsTag(siteSlug), ALL_STOCK_TAG, ...extraTags);
  const results = (await searchPort().search(requests, siteFilter(siteSlug))) as unknown as RawResult[];
  return { results, searchedAt: new Date().toISOString() };
}

/**
 * Runs a listing page's queries for one tenant; its site filter is always applied server-side.
 * `extraTags` go on the cached answer and so on every page showing it (the offers' deadline).
 */
export async function runListing<T>(siteSlug: string, listing: ListingQuery, extraTags: readonly string[] = []): Promise<ListingView<T>> {
  let results: RawResult[] = [];
  let searchedAt: string | null = null;
  let failed = false;
  try {
    ({ results, searchedAt } = await cachedListingSearch(siteSlug, listingRequests(listing), extraTags));
  } catch (error) {
    console.error(`listing search failed (${listing.indexName})`, error);
    failed = true;
  }
  const main = results[0];
  return {
    hits: (main?.hits ?? []) as T[],
    nbHits: main?.nbHits ?? 0,
    page: listing.page,
    nbPages: main?.nbPages ?? 0,
    facets: mergeListingFacets(listing, results),
    failed,
    searchedAt,
  };
}
