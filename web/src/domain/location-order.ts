/**
 * SPEC 9: "Locations sorted by name unless a custom order". The site's order lists location ids;
 * those come first in that order, and any location it does not name follows, by name.
 */
export function orderLocations<T extends { _id: string; name: string }>(locations: readonly T[], order: readonly string[]): T[] {
  const rank = new Map<string, number>();
  order.forEach((id, index) => { if (!rank.has(id)) rank.set(id, index); });
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en-AU');
  return [...locations].sort((a, b) => {
    const ra = rank.get(a._id);
    const rb = rank.get(b._id);
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return byName(a, b);
  });
}
