/**
 * SPEC 2: some tenants sort by series, in the spec's fixed order: duo, city, sport. With the site's
 * `sortBySeries` feature the featured order groups a page's results in that order, each group
 * keeping the ranking among its cars; other series follow A to Z, and cars without a series come
 * last. A shopper's own sort is left alone.
 */
export const SERIES_ORDER = ['duo', 'city', 'sport'] as const;

function seriesRank(series: string): [number, string] {
  const fixed = (SERIES_ORDER as readonly string[]).indexOf(series);
  if (fixed >= 0) return [fixed, ''];
  return series === '' ? [SERIES_ORDER.length + 1, ''] : [SERIES_ORDER.length, series];
}

export function orderBySeries<T extends { series?: string | null }>(hits: readonly T[]): T[] {
  const key = (hit: T) => seriesRank(hit.series?.trim().toLowerCase() ?? '');
  return hits
    .map((hit, index) => ({ hit, index, rank: key(hit) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1].localeCompare(b.rank[1]) || a.index - b.index)
    .map(({ hit }) => hit);
}
