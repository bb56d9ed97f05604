import 'server-only';
import { PRICE_ASC_EXCLUDES_ZERO_FILTER, vehicleIndexNames } from '@/search/engine/vehicle-indexes';
import type { SortOption } from '../sort-options';

/**
 * The sort orders of a site: one index (replica) each, as with Algolia. Server only: the index
 * names come from the engine's configuration, which the browser does not need to load.
 */
export function sortOptions(primary: string, options: { excludeZeroPriceOnPriceAsc: boolean }): SortOption[] {
  const names = vehicleIndexNames(primary);
  return [
    { value: names.primary, label: 'Featured', filter: null },
    // SPEC 5: price ascending excludes price 0 on some sites.
    { value: names.priceAsc, label: 'Price: Low to High', filter: options.excludeZeroPriceOnPriceAsc ? PRICE_ASC_EXCLUDES_ZERO_FILTER : null },
    { value: names.priceDesc, label: 'Price: High to Low', filter: null },
    { value: names.kmAsc, label: 'Kilometres: Low to High', filter: null },
    { value: names.yearDesc, label: 'Year: Newest First', filter: null },
    { value: names.newest, label: 'Recently Listed', filter: null },
  ];
}
