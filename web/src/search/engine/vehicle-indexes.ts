import type { SearchEngine } from './engine';
import { DEFAULT_RANKING } from './ranking';
import { DEFAULT_SEARCHABLE_ATTRIBUTES } from './settings';

/**
 * The vehicle index and its sort replicas. The same settings objects are valid Algolia settings,
 * so the hosted adapter can push them unchanged and both adapters sort and facet alike.
 *
 * Sort replicas are standard replicas: the sort attribute comes first in `ranking`, so the order is
 * exhaustive even with a text query. Cars without the attribute (e.g. km null) sort last.
 *
 * Price ascending without unpriced cars (SPEC 5, "some sites"): that is per site, so it is a query
 * filter, not an index setting: add `PRICE_ASC_EXCLUDES_ZERO_FILTER` (`price > 0`) to the filters,
 * or `numericFilters: ['price>0']`, when querying `<primary>_price_asc` for such a site. The
 * filter works identically on Algolia.
 */
export const PRICE_ASC_EXCLUDES_ZERO_FILTER = 'price > 0';

export type VehicleIndexNames = {
  primary: string;
  priceAsc: string;
  priceDesc: string;
  kmAsc: string;
  yearDesc: string;
  newest: string;
  /** SPEC 2's series order (duo, city, sport): the featured order of a site that sorts by series. */
  series: string;
};

export function vehicleIndexNames(primary: string): VehicleIndexNames {
  return {
    primary,
    priceAsc: `${primary}_price_asc`,
    priceDesc: `${primary}_price_desc`,
    kmAsc: `${primary}_km_asc`,
    yearDesc: `${primary}_year_desc`,
    newest: `${primary}_newest`,
    series: `${primary}_series`,
  };
}

/** Every refinement attribute of SPEC 3 that a SearchRecord has, plus what base filters use. */
export const VEHICLE_FACETS = [
  'searchable(make)',
  'searchable(model)',
  'searchable(make_model)',
  'searchable(badge)',
  'searchable(colour)',
  'searchable(body)',
  'searchable(location_name)',
  'searchable(dealership_name)',
  'searchable(city)',
  'searchable(filtered_features)',
  'categories',
  'status',
  'car_type',
  'item_type',
  'state',
  'tag',
  'drive',
  'fuel',
  'transmission',
  'seats',
  'year',
  'km',
  'price',
  'shown_price',
  'subscription_price',
  'weekly_repayment',
  'certified',
  'created_at_timestamp',
  'filterOnly(site_slug)',
  'filterOnly(dealership_slug)',
  'filterOnly(dealership_id)',
  'filterOnly(location_slug)',
  'filterOnly(stocknum)',
  'filterOnly(slug)',
  'filterOnly(id)',
  'filterOnly(sold)',
  'filterOnly(reserved)',
  'filterOnly(preorder)',
  'filterOnly(checkout_enabled)',
  'filterOnly(simple_body)',
  'filterOnly(simple_fuel)',
];

const CUSTOM_RANKING = ['desc(custom_rank)'];

const SHARED_SETTINGS = {
  attributesForFaceting: VEHICLE_FACETS,
  searchableAttributes: DEFAULT_SEARCHABLE_ATTRIBUTES,
  customRanking: CUSTOM_RANKING,
  // SPEC 9: vehicle search pages of 21; counts above 1999 are treated as capped.
  hitsPerPage: 21,
  paginationLimitedTo: 2000,
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 8,
  // Stock numbers and years are exact: "2019" must not match 2018, nor ST1005 match ST2005.
  allowTyposOnNumericTokens: false,
  disableTypoToleranceOnAttributes: ['stocknum'],
};

const sortedBy = (sort: string) => ({ ...SHARED_SETTINGS, ranking: [sort, ...DEFAULT_RANKING] });

/** Settings per index name, primary first. */
export function vehicleIndexSettings(primary: string): Array<{ indexName: string; settings: Record<string, unknown> }> {
  const names = vehicleIndexNames(primary);
  const replicas = [names.priceAsc, names.priceDesc, names.kmAsc, names.yearDesc, names.newest, names.series];
  return [
    { indexName: names.primary, settings: { ...SHARED_SETTINGS, ranking: DEFAULT_RANKING, replicas } },
    // SPEC 4: cars without a shown price ('Enquire for price', PREORDER) have no shown_price, and
    // records without the sort attribute rank after the others in both directions (as Algolia).
    { indexName: names.priceAsc, settings: sortedBy('asc(shown_price)') },
    { indexName: names.priceDesc, settings: sortedBy('desc(shown_price)') },
    { indexName: names.kmAsc, settings: sortedBy('asc(km)') },
    { indexName: names.yearDesc, settings: sortedBy('desc(year)') },
    { indexName: names.newest, settings: sortedBy('desc(created_at_timestamp)') },
    // Series first, then the featured ranking within a series: the order holds across pages.
    { indexName: names.series, settings: sortedBy('asc(series_rank)') },
  ];
}

/** Creates (or updates) the vehicle primary index and its sort replicas in the engine. */
export function configureVehicleIndexes(engine: SearchEngine, options: { primary: string }): VehicleIndexNames {
  for (const { indexName, settings } of vehicleIndexSettings(options.primary)) engine.setSettings(indexName, settings);
  return vehicleIndexNames(options.primary);
}
