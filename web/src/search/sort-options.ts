/**
 * Sorting is by index name (replicas), as with Algolia: `sortBy` in the URL is an index name. The
 * options come from the server (server/sort-indexes.ts); this module is what the browser needs.
 */
export type SortOption = { value: string; label: string; filter: string | null };

/** The option for a state's sortBy (the primary when none or unknown). */
export function selectedSort(options: readonly SortOption[], sortBy: string | null): SortOption {
  return options.find((option) => option.value === sortBy) ?? options[0]!;
}

/** The page's fixed search settings, as the browser needs them to build its queries. */
export type SearchSettings = {
  primary: string;
  sorts: SortOption[];
  hitsPerPage: number;
  siteFilter: string | null;
  /** SPEC 9: body facet tiles, 4 by default, 20 on a site with custom bodies. */
  bodyTiles: number;
  /** SPEC 9 budget quick money options' flavour. */
  budgetFlavour: 'standard' | 'luxury';
  /** SPEC 2: the make list's fold states how many cars its other makes hold (one site type). */
  otherMakesCount: boolean;
  /** The panel offers a weekly repayment range: the site states finance estimates on its cars. */
  weeklyRepayment: boolean;
};

/** The query options for a sort: its index, and the site's filter with the sort's own. */
export function requestOptions(settings: SearchSettings, sortBy: string | null | undefined) {
  const sort = selectedSort(settings.sorts, sortBy ?? null);
  return { indexName: sort.value, hitsPerPage: settings.hitsPerPage, siteFilter: settings.siteFilter, sortFilter: sort.filter };
}
