import { listingSearch, readPage, readParam, readQuery, type ListingQuery } from '@/directory/listing-request';
import type { Range } from '@/search/refinements';
import { formatRangeParam, parseRangeParam } from '@/search/range-param';
import { OFFERS_PAGE_SIZE } from './records/offers-index';

/** The offers page's URL (SPEC.md 2, 7: categories, price, query, page). `price` is 'min:max' like the stock search's. */
export type OffersState = {
  query: string;
  page: number;
  categories: string | null;
  price: Range | null;
};

export const OFFERS_PATH = '/special-offers';

type Params = Record<string, string | string[] | undefined>;

export function parseOffersParams(params: Params): OffersState {
  const price = parseRangeParam(readParam(params, 'price'));
  return {
    query: readQuery(params),
    page: readPage(params),
    categories: readParam(params, 'categories'),
    // A negative bound means nothing for a price: read it as open.
    price: price ? { ...(price.min !== undefined && price.min > 0 ? { min: price.min } : {}), ...(price.max !== undefined && price.max >= 0 ? { max: price.max } : {}) } : null,
  };
}

/** The URL of an offers state; any change of filter or query goes back to page 1 (SPEC.md 2). */
export function offersHref(state: OffersState, change: Partial<OffersState> = {}, path = OFFERS_PATH): string {
  const next = { ...state, ...change };
  if (!('page' in change)) next.page = 1;
  return `${path}${listingSearch({ categories: next.categories, price: formatRangeParam(next.price ?? undefined), query: next.query.trim(), page: next.page })}`;
}

export const hasOffersRefinements = (state: OffersState) =>
  Boolean(state.query.trim() || state.categories || formatRangeParam(state.price ?? undefined));

/** The price bands shoppers pick from, as 'min:max' ranges. */
export const PRICE_BANDS: ReadonlyArray<{ label: string; range: Range }> = [
  { label: 'Under $1,000', range: { max: 1000 } },
  { label: '$1,000 to $30,000', range: { min: 1000, max: 30000 } },
  { label: '$30,000 to $60,000', range: { min: 30000, max: 60000 } },
  { label: 'Over $60,000', range: { min: 60000 } },
];

/**
 * Offers live from their start to their end: everything else is filtered out of every query, so
 * an expired offer never shows. `since` is a moment in Unix seconds, the start of the stretch in
 * which no offer starts or ends (offer-window.ts), so the answer is the same all through it.
 */
export function validityFilter(since: number): string {
  return `valid_from <= ${since} AND valid_until > ${since}`;
}

export function offersListing(state: OffersState, indexName: string, since: number, hitsPerPage = OFFERS_PAGE_SIZE): ListingQuery {
  const price = state.price ?? {};
  return {
    indexName,
    hitsPerPage,
    query: state.query,
    page: state.page,
    refinements: { categories: state.categories },
    numericFilters: [
      ...(price.min !== undefined ? [`price>=${price.min}`] : []),
      ...(price.max !== undefined ? [`price<=${price.max}`] : []),
    ],
    facets: ['categories'],
    filters: validityFilter(since),
  };
}
