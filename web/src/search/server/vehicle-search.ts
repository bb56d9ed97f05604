import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { searchPort } from '@/ports/search';
import type { SearchRecord } from '@/ports/search/search-record';
import { tenantFilter } from '@/ports/search/tenant-filter';
import { toSlug } from '@/routes/vehicle-links';
import type { SearchState } from '../refinements';
import { createResponseCache, responseCacheKey } from '../response-cache';
import { resultCount } from '../result-count';
import type { SearchVocabulary } from '../search-path';
import { budgetFloorRequest, buildSearchRequests, mergeFacets } from '../search-request';
import { selectedSort, sortOptions, type SortOption } from '../sort-options';

export type SearchView = {
  hits: SearchRecord[];
  nbHits: number;
  /** The count to show (SPEC 9: above 1999 from facet counts). */
  count: number;
  page: number;
  nbPages: number;
  facets: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number }>;
  sorts: SortOption[];
  sort: SortOption;
  /** The cheapest car over $1000 among these results, price refinement aside (budget search). */
  budgetFloor: number | null;
  failed: boolean;
};

type RawResult = {
  hits: SearchRecord[];
  nbHits: number;
  nbPages: number;
  page: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
};

const globalKey = Symbol.for('dealer.searchResponseCache');
type Holder = { [globalKey]?: ReturnType<typeof createResponseCache<RawResult[]>> };
/** A patched vehicle shows within this long even if its search was cached. */
const RESPONSE_TTL_MS = 30_000;

/** SPEC 9: up to 10 cached responses per process (keys carry the tenant's filter). */
function responseCache() {
  const holder = globalThis as Holder;
  return (holder[globalKey] ??= createResponseCache<RawResult[]>(undefined, RESPONSE_TTL_MS));
}

/** Forgets cached responses: the indexer calls this after a rebuild or a record patch. */
export function clearSearchResponseCache(): void {
  responseCache().clear();
}

/** Runs a search page's queries for a tenant; the tenant filter is always applied server-side. */
export async function searchStock(site: SiteConfig, state: SearchState): Promise<SearchView> {
  const port = searchPort();
  const sorts = sortOptions(port.indexName, { excludeZeroPriceOnPriceAsc: site.search.excludeZeroPriceOnPriceAsc });
  const sort = selectedSort(sorts, state.sortBy);
  const options = { indexName: sort.value, hitsPerPage: site.search.pageSize, siteFilter: site.search.searchFilters, sortFilter: sort.filter };
  const requests = [...buildSearchRequests(state, options), budgetFloorRequest(state, options)];
  const filter = tenantFilter(site);
  const key = responseCacheKey({
    tenant: filter,
    offset: (state.page - 1) * site.search.pageSize,
    query: state.query,
    sort: sort.value,
    refinements: JSON.stringify(requests.slice(1).map((r) => r.params.facets).concat([requests[0]?.params.facetFilters, requests[0]?.params.numericFilters])),
  });
  let results = responseCache().get(key);
  let failed = false;
  if (!results) {
    try {
      results = (await port.search(requests, filter)) as unknown as RawResult[];
      responseCache().set(key, results);
    } catch (error) {
      // SPEC 8: a search error shows no message; the page renders what it can.
      console.error('search failed', error);
      failed = true;
      results = [];
    }
  }
  const main = results[0];
  const floor = results.length === requests.length ? results[results.length - 1]?.facets_stats?.price?.min : undefined;
  const { facets, facets_stats } = mergeFacets(results.slice(0, -1), requests.slice(0, -1));
  const nbHits = main?.nbHits ?? 0;
  return {
    hits: main?.hits ?? [],
    nbHits,
    count: resultCount(nbHits, main?.facets),
    page: state.page,
    nbPages: main?.nbPages ?? 0,
    facets,
    stats: facets_stats,
    sorts,
    sort,
    budgetFloor: typeof floor === 'number' ? floor : null,
    failed,
  };
}

/** What path segments may name for this tenant: its makes, models, bodies, locations. */
export async function searchVocabulary(site: SiteConfig): Promise<SearchVocabulary> {
  const port = searchPort();
  const [results, locations] = await Promise.all([
    port.search([{ indexName: port.indexName, params: { hitsPerPage: 0, facets: ['make', 'make_model', 'body', 'location_name', 'dealership_name'], maxValuesPerFacet: 1000 } }], tenantFilter(site))
      .catch(() => [] as Array<{ facets?: Record<string, Record<string, number>> }>),
    getLocations(site).catch(() => []),
  ]);
  const facets = results[0]?.facets ?? {};
  const names = (attribute: string) => Object.keys(facets[attribute] ?? {});
  return {
    makes: names('make'),
    makeModels: names('make_model'),
    bodies: names('body'),
    locations: locations.map((l) => ({ slug: l.slug, name: l.name })),
    dealerships: [
      ...new Map(locations.map((l) => [l.dealershipSlug, { slug: l.dealershipSlug, name: names('dealership_name')[0] ?? site.name }])).values(),
    ].filter((d) => toSlug(d.slug) === d.slug),
  };
}
