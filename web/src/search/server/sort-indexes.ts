import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { PRICE_ASC_EXCLUDES_ZERO_FILTER, vehicleIndexNames } from '@/search/engine/vehicle-indexes';
import type { SortOption } from '../sort-options';

/**
 * The sort orders of a site: one index (replica) each, as with Algolia. Server only: the index
 * names come from the engine's configuration, which the browser does not need to load.
 */
export function siteSortOptions(primary: string, site: Pick<SiteConfig, 'search' | 'features'>): SortOption[] {
  const names = vehicleIndexNames(primary);
  return [
    // SPEC 2: a site that sorts by series features its cars in the series order, on every page.
    { value: site.features.sortBySeries ? names.series : names.primary, label: 'Featured', filter: null },
    // SPEC 5: price ascending excludes price 0 on some sites.
    { value: names.priceAsc, label: 'Price: Low to High', filter: site.search.excludeZeroPriceOnPriceAsc ? PRICE_ASC_EXCLUDES_ZERO_FILTER : null },
    { value: names.priceDesc, label: 'Price: High to Low', filter: null },
    { value: names.kmAsc, label: 'Kilometres: Low to High', filter: null },
    { value: names.yearDesc, label: 'Year: Newest First', filter: null },
    { value: names.newest, label: 'Recently Listed', filter: null },
  ];
}
