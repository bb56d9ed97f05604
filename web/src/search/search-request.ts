import type { SearchRequest } from '@/search/port/search-port';
import { isRangeAttribute, LIST_ATTRIBUTES, RANGE_ATTRIBUTES, type SearchState } from './refinements';

/** The facets a search page shows (SPEC 2 "Filters"), the attributes its stats and counts need. */
export const PAGE_FACETS = [
  'make', 'make_model', 'body', 'city', 'location_name', 'filtered_features', 'year', 'transmission', 'fuel', 'colour', 'car_type', 'status',
] as const;
const STATS_ATTRIBUTES = ['price', 'km'] as const;
/** SPEC 9: make_model list limit 30; other lists are short. One limit keeps the request simple. */
export const MAX_VALUES_PER_FACET = 30;

export type RequestOptions = {
  indexName: string;
  hitsPerPage: number;
  /** The site's own search filter string (site config `search.searchFilters`), ANDed in. */
  siteFilter?: string | null;
  /** Extra filter for this sort, e.g. `price > 0` on price ascending for some sites. */
  sortFilter?: string | null;
};

/**
 * A facet filter for one value. Algolia reads a leading '-' as NOT, so it is escaped; the rest of
 * the value after the first colon is taken literally, so a value cannot inject filter syntax.
 */
export const facetFilter = (attribute: string, value: string) => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;

function facetFilters(state: SearchState): string[][] {
  return LIST_ATTRIBUTES.flatMap((attribute) => {
    const values = state.lists[attribute] ?? [];
    return values.length === 0 ? [] : [values.map((value) => facetFilter(attribute, value))];
  });
}

function numericFilters(state: SearchState): string[] {
  return RANGE_ATTRIBUTES.flatMap((attribute) => {
    const range = state.ranges[attribute];
    if (!range || !isRangeAttribute(attribute)) return [];
    return [
      ...(range.min !== undefined ? [`${attribute}>=${range.min}`] : []),
      ...(range.max !== undefined ? [`${attribute}<=${range.max}`] : []),
    ];
  });
}

/** The site's own filter ANDed with the sort's (price ascending may exclude price 0). */
export function combinedFilter(options: Pick<RequestOptions, 'siteFilter' | 'sortFilter'>): string | undefined {
  const parts = [options.siteFilter, options.sortFilter].filter((part): part is string => Boolean(part && part.trim()));
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : parts.map((part) => `(${part})`).join(' AND ');
}

/**
 * The results query of a search state (hits, facets, stats) for server-side uses of the state
 * outside the page's InstantSearch (budget floor, a block's make shortcuts).
 */
export function searchRequest(state: SearchState, options: RequestOptions): SearchRequest {
  const filter = combinedFilter(options);
  const facetList = facetFilters(state);
  const numeric = numericFilters(state);
  return {
    indexName: options.indexName,
    params: {
      query: state.query.trim(),
      ...(filter ? { filters: filter } : {}),
      ...(facetList.length > 0 ? { facetFilters: facetList } : {}),
      ...(numeric.length > 0 ? { numericFilters: numeric } : {}),
      hitsPerPage: options.hitsPerPage,
      page: Math.max(state.page - 1, 0),
      facets: [...PAGE_FACETS, ...STATS_ATTRIBUTES],
      maxValuesPerFacet: MAX_VALUES_PER_FACET,
    },
  };
}

/**
 * Budget search's floor (SPEC 4): the cheapest car priced over 1000 among the current results,
 * ignoring any price refinement, so the budget button can say '0 {cars} Found' before searching.
 */
export function budgetFloorRequest(state: SearchState, options: RequestOptions): SearchRequest {
  const withoutPrice: SearchState = { ...state, ranges: { ...state.ranges, price: undefined } };
  const main = searchRequest(withoutPrice, options);
  const numeric = [...((main.params.numericFilters as string[] | undefined) ?? []), 'price>1000'];
  return { indexName: options.indexName, params: { ...main.params, numericFilters: numeric, hitsPerPage: 0, page: 0, facets: ['price'] } };
}
