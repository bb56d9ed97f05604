import { formatNumber } from '@/lib/format';

/**
 * SPEC 7, 9: counts above 1999 are capped by the search service (pagination stops at 2000), so
 * the total comes from the facet counts of car_type (or status), which cover every match.
 */
export const COUNT_CAP = 1999;

type Facets = Record<string, Record<string, number>> | undefined;

const sum = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).reduce((total, n) => total + n, 0);

export function resultCount(nbHits: number, facets: Facets): number {
  if (nbHits <= COUNT_CAP) return nbHits;
  const fromFacets = sum(facets?.car_type) || sum(facets?.status);
  return Math.max(nbHits, fromFacets);
}

/** "1 car", "2,431 cars": the noun is the tenant's (cars, vehicles, caravans). */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
