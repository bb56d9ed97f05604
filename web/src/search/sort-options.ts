import { PRICE_ASC_EXCLUDES_ZERO_FILTER, vehicleIndexNames } from '@/ports/search/engine/vehicle-indexes';

/** Sorting is by index name (replicas), as with Algolia: `sortBy` in the URL is an index name. */
export type SortOption = { value: string; label: string; filter: string | null };

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

/** The option for a state's sortBy (the primary when none or unknown). */
export function selectedSort(options: readonly SortOption[], sortBy: string | null): SortOption {
  return options.find((option) => option.value === sortBy) ?? options[0]!;
}
