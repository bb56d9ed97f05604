import type { SearchRequest } from '@/search/port/search-port';
import { MAX_PAGE } from '@/search/url-state';
import { facetFilter } from '@/search/search-request';

/**
 * The search of a listing page (models directory, offers): one facet value at most per
 * attribute, a keyword and a page. Shared by both so their URLs and facet counts behave alike.
 */
export type ListingQuery = {
  indexName: string;
  hitsPerPage: number;
  query: string;
  /** 1-based, as in the URL. */
  page: number;
  /** Selected facet values, attribute → value (ANDed). */
  refinements: Record<string, string | null>;
  numericFilters?: string[];
  /** Facets the page lists. */
  facets: readonly string[];
  /** An extra filter of the page (the offers' validity window). */
  filters?: string;
};

export type FacetCounts = Record<string, Record<string, number>>;

/** Facet values a page lists: dealers carry a few dozen makes at most. */
const MAX_VALUES_PER_FACET = 100;
const MAX_QUERY_LENGTH = 200;
const MAX_VALUE_LENGTH = 100;

type Params = Record<string, string | string[] | undefined>;

/** One URL parameter's value: the first if repeated, trimmed, null when empty or absurdly long. */
export function readParam(params: Params, key: string, maxLength = MAX_VALUE_LENGTH): string | null {
  const raw = params[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && value.length <= maxLength ? value : null;
}

export const readQuery = (params: Params) => readParam(params, 'query', MAX_QUERY_LENGTH) ?? '';

/** `page` as a 1-based number; junk reads as 1, huge pages are capped. */
export function readPage(params: Params): number {
  const value = readParam(params, 'page');
  const page = value && /^\d{1,7}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

/** URL query string from parameters, empty values dropped, page 1 omitted; '' when nothing is left. */
export function listingSearch(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The multi-query, as InstantSearch builds it: the results query and, per refined attribute, one
 * without its own refinement, so the list still offers the other values with their counts.
 */
export function listingRequests(listing: ListingQuery): SearchRequest[] {
  const common = (except?: string) => {
    const facetFilters = Object.entries(listing.refinements)
      .filter((entry): entry is [string, string] => entry[0] !== except && Boolean(entry[1]))
      .map(([attribute, value]) => [facetFilter(attribute, value)]);
    return {
      query: listing.query.trim(),
      ...(listing.filters ? { filters: listing.filters } : {}),
      ...(facetFilters.length > 0 ? { facetFilters } : {}),
      ...(listing.numericFilters?.length ? { numericFilters: listing.numericFilters } : {}),
    };
  };
  const main: SearchRequest = {
    indexName: listing.indexName,
    params: { ...common(), hitsPerPage: listing.hitsPerPage, page: listing.page - 1, facets: [...listing.facets], maxValuesPerFacet: MAX_VALUES_PER_FACET },
  };
  const refined = listing.facets.filter((attribute) => listing.refinements[attribute]);
  return [
    main,
    ...refined.map((attribute): SearchRequest => ({
      indexName: listing.indexName,
      params: { ...common(attribute), hitsPerPage: 0, page: 0, facets: [attribute], maxValuesPerFacet: MAX_VALUES_PER_FACET },
    })),
  ];
}

/** Facet counts of the main result, each refined attribute's counts taken from its own query. */
export function mergeListingFacets(listing: ListingQuery, results: ReadonlyArray<{ facets?: FacetCounts }>): FacetCounts {
  const facets: FacetCounts = { ...(results[0]?.facets ?? {}) };
  const refined = listing.facets.filter((attribute) => listing.refinements[attribute]);
  refined.forEach((attribute, index) => {
    const counts = results[index + 1]?.facets?.[attribute];
    if (counts) facets[attribute] = counts;
  });
  return facets;
}
