import type { PromoNode } from '@dealer/schemas/content/promo';

export type CarType = 'new' | 'demo' | 'used';

/**
 * Promo card rules (SPEC.md 2, 4, 9). Pure: the caller passes the clock, the car types of the
 * current search and a rotation index, so results are reproducible and testable.
 */

/** Shown from `start` until `expiry` inclusive, comparing instants (offsets such as +10:00 count). */
export function isLive(node: Pick<PromoNode, 'start' | 'expiry'>, now: Date): boolean {
  const start = Date.parse(node.start);
  const expiry = Date.parse(node.expiry);
  if (Number.isNaN(start) || Number.isNaN(expiry)) return false;
  const t = now.getTime();
  return start <= t && t <= expiry;
}

/**
 * Whether a card suits a search over `searchTypes` (the car types the results can contain).
 * No `display` types: everywhere. Otherwise the search must include one of them, or with
 * `strictDisplay` contain only them (a "new cars" card stays off the all-stock search).
 */
export function matchesDisplay(node: Pick<PromoNode, 'display' | 'strictDisplay'>, searchTypes: readonly CarType[]): boolean {
  if (node.display.length === 0) return true;
  if (searchTypes.length === 0) return !node.strictDisplay;
  return node.strictDisplay
    ? searchTypes.every((type) => node.display.includes(type))
    : searchTypes.some((type) => node.display.includes(type));
}

export type PromoSlot = { position: number; node: PromoNode };

/**
 * The promo card for each configured grid position (e.g. 8 and 17, or 9). Candidates for a
 * slot are the live, matching cards with that position; when several qualify they rotate: slot
 * `i` shows candidate `(i + rotation) mod n`, so a page (or request) index walks through them.
 */
export function promoSlots(
  nodes: readonly PromoNode[],
  options: { positions: readonly number[]; now: Date; searchTypes: readonly CarType[]; rotation?: number },
): PromoSlot[] {
  const valid = nodes.filter((node) => isLive(node, options.now) && matchesDisplay(node, options.searchTypes));
  const rotation = Math.max(0, Math.floor(options.rotation ?? 0));
  const slots: PromoSlot[] = [];
  const positions = [...new Set(options.positions)].filter((position) => Number.isInteger(position) && position >= 1).sort((a, b) => a - b);
  positions.forEach((position, index) => {
    const candidates = valid.filter((node) => node.position === position);
    const node = candidates[(index + rotation) % candidates.length];
    if (node) slots.push({ position, node });
  });
  return slots;
}

export type GridItem<T> = { kind: 'hit'; hit: T } | { kind: 'promo'; node: PromoNode; position: number };

/**
 * Inserts promo cards into a result grid so that each takes its 1-based position. A card needs
 * the cards before it: with fewer than `position - 1` results it is dropped, so a short list
 * does not end in a row of promos.
 */
export function withPromos<T>(hits: readonly T[], slots: readonly PromoSlot[]): GridItem<T>[] {
  const items: GridItem<T>[] = hits.map((hit) => ({ kind: 'hit', hit }));
  for (const slot of [...slots].sort((a, b) => a.position - b.position)) {
    const index = slot.position - 1;
    if (index > items.length) break;
    items.splice(index, 0, { kind: 'promo', node: slot.node, position: slot.position });
  }
  return items;
}
