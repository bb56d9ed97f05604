import type { SiteConfig } from '@dealer/schemas/content/site';
import { EMPTY_STATE, type SearchState } from '@/search/refinements';
import { searchPathFor } from '@/search/search-path';
import { searchStateHref } from '@/search/search-href';

/** The block's car-type setting → the search's car_type refinement (SPEC 2 /search/{type}-cars). */
const CAR_TYPES = {
  all: [],
  new: ['new'],
  demo: ['demo'],
  used: ['used'],
  'new-and-demo': ['new', 'demo'],
} as const satisfies Record<string, readonly string[]>;

export type StockSearchCarType = keyof typeof CAR_TYPES;

type Routes = Pick<SiteConfig['routes'], 'usedCarPrefix'>;

/** The search state the block starts from: every car of its type (a used-only site's stock is all used). */
export function stockSearchState(carType: StockSearchCarType, routes: Routes): SearchState {
  const types = routes.usedCarPrefix ? [] : [...CAR_TYPES[carType]];
  return { ...EMPTY_STATE, lists: types.length > 0 ? { car_type: types } : {} };
}

/**
 * Where the keyword box submits (a GET form adds `?query=…`): the search page of the block's
 * car type, under the used-car prefix on used-only dealers (/search/used-cars).
 */
export function stockSearchAction(carType: StockSearchCarType, routes: Routes): string {
  return searchPathFor(stockSearchState(carType, routes), { usedCarPrefix: routes.usedCarPrefix }).path;
}

export type QuickFilter = { label: string; href: string };

const TYPE_LABELS: [StockSearchCarType, string][] = [['new', 'New'], ['demo', 'Demo'], ['used', 'Used']];

/**
 * Quick filters under the box: the car types the site sells (only when the block searches every
 * type, the site sells more than one and has no used-only prefix) and the most stocked makes,
 * each a link to its search page.
 */
export function quickFilters(
  carType: StockSearchCarType,
  site: { routes: Routes; carTypes: readonly string[] },
  makes: readonly string[],
): { types: QuickFilter[]; makes: QuickFilter[] } {
  const { routes } = site;
  const options = { usedCarPrefix: routes.usedCarPrefix };
  const sold = TYPE_LABELS.filter(([type]) => site.carTypes.includes(type));
  const types = carType === 'all' && !routes.usedCarPrefix && sold.length > 1
    ? sold.map(([type, label]) => ({ label, href: searchStateHref(stockSearchState(type, routes), options) }))
    : [];
  const base = stockSearchState(carType, routes);
  return {
    types,
    makes: makes.map((make) => ({ label: make, href: searchStateHref({ ...base, lists: { ...base.lists, make: [make] } }, options) })),
  };
}
