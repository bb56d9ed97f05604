/**
 * SPEC 4 "Sold handling in results": when every hit is sold, all are shown; otherwise each run of
 * consecutive sold cars collapses to its first car.
 */
export type SoldLike = { status: string; sold?: boolean };

export const isSoldHit = (hit: SoldLike) => hit.sold === true || (hit.status !== 'in_stock' && hit.status !== 'coming_soon');

export function collapseSold<T extends SoldLike>(hits: readonly T[]): T[] {
  if (hits.every(isSoldHit)) return [...hits];
  return hits.filter((hit, index) => !isSoldHit(hit) || index === 0 || !isSoldHit(hits[index - 1]!));
}
