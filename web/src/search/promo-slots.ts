/**
 * Promo cards in the result grid (SPEC 2, 4 "Promo card rotation"): a node is valid between its
 * start and expiry and for the searched car types (display empty = everywhere; strictDisplay = the
 * search may include only listed types, else one listed type is enough). Each of the site's promo
 * positions (counting from 1, e.g. 8 and 17) takes the valid node set to that position, else the
 * valid nodes in turn by the slot's index.
 */
export type PromoNodeLike = { _id: string; start?: string | null; expiry?: string | null; position?: number | null; display?: string[] | null; strictDisplay?: boolean | null };

export function isPromoValid(node: PromoNodeLike, carTypes: readonly string[], now: Date): boolean {
  const time = now.getTime();
  if (node.start && !(Date.parse(node.start) <= time)) return false;
  if (node.expiry && !(Date.parse(node.expiry) > time)) return false;
  const display = node.display ?? [];
  if (display.length === 0) return true;
  return node.strictDisplay ? carTypes.length > 0 && carTypes.every((type) => display.includes(type)) : carTypes.some((type) => display.includes(type));
}

export type PromoSlot<T> = { position: number; node: T };

export function promoSlots<T extends PromoNodeLike>(nodes: readonly T[], positions: readonly number[], carTypes: readonly string[], now: Date): PromoSlot<T>[] {
  const valid = nodes.filter((node) => isPromoValid(node, carTypes, now));
  if (valid.length === 0) return [];
  return [...new Set(positions)].filter((p) => p >= 1).sort((a, b) => a - b).map((position, index) => ({
    position,
    node: valid.find((node) => node.position === position) ?? valid[index % valid.length]!,
  }));
}

/** Interleaves promo slots into a list: a slot at position p becomes the p-th item, if reached. */
export function withPromos<H, P>(hits: readonly H[], slots: ReadonlyArray<PromoSlot<P>>): Array<{ kind: 'hit'; hit: H } | { kind: 'promo'; node: P; position: number }> {
  const out: Array<{ kind: 'hit'; hit: H } | { kind: 'promo'; node: P; position: number }> = hits.map((hit) => ({ kind: 'hit' as const, hit }));
  for (const slot of slots) {
    if (slot.position - 1 <= out.length && hits.length > 0) out.splice(slot.position - 1, 0, { kind: 'promo', node: slot.node, position: slot.position });
  }
  return out;
}
