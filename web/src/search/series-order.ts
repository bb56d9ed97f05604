/**
 * SPEC 2: some tenants sort by series (duo, city, sport): with the site's `sortBySeries` feature
 * the featured order groups a page's results by series, A to Z, each group keeping the ranking
 * among its cars; cars without a series come last. A shopper's own sort is left alone.
 */
export function orderBySeries<T extends { series?: string | null }>(hits: readonly T[]): T[] {
  const key = (hit: T) => hit.series?.trim().toLowerCase() ?? '';
  return hits
    .map((hit, index) => ({ hit, index }))
    .sort((a, b) => {
      const [x, y] = [key(a.hit), key(b.hit)];
      if (x !== y) return x === '' ? 1 : y === '' ? -1 : x.localeCompare(y);
      return a.index - b.index;
    })
    .map(({ hit }) => hit);
}
