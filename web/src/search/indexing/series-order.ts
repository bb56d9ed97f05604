/**
 * SPEC 2: some tenants sort by series, in the spec's fixed order: duo, city, sport. The rank is a
 * number on the search record (`series_rank`) that the series replica sorts on first, so the order
 * holds across pages and is the same on the embedded engine and hosted Algolia (whose sorts rank
 * numbers, not strings). Other series come after sport, cars without a series last.
 */
const SERIES_ORDER = ['duo', 'city', 'sport'] as const;

const OTHER_SERIES = SERIES_ORDER.length;
const NO_SERIES = SERIES_ORDER.length + 1;

export function seriesRank(series: string | null | undefined): number {
  const name = series?.trim().toLowerCase() ?? '';
  if (name === '') return NO_SERIES;
  const fixed = (SERIES_ORDER as readonly string[]).indexOf(name);
  return fixed >= 0 ? fixed : OTHER_SERIES;
}
