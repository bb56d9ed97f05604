import { hasBit, type Bitset } from './bitset';
import { NO_VALUE } from './columns';
import type { IndexStore, StoreWrite } from './index-store';
import type { TextMatch } from './text-search';

/**
 * Algolia's tie-breaking ranking: the `ranking` criteria in order (textual ones, and `asc(attr)` /
 * `desc(attr)` as standard replicas put first), `custom` standing for `customRanking`. All
 * non-textual criteria are folded into one precomputed order of the live slots per store version,
 * so a browse (no query) walks that order and only text queries sort.
 */
export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

type SortKey = { attribute: string; direction: 1 | -1 };
type Criterion = { kind: 'typo' | 'attribute' | 'exact' | 'custom' } | { kind: 'sort'; key: SortKey };

const SORT = /^(asc|desc)\((.+)\)$/;

function sortKey(entry: string): SortKey | null {
  const match = SORT.exec(entry.trim());
  return match ? { attribute: match[2]!, direction: match[1] === 'asc' ? 1 : -1 } : null;
}

function criteriaOf(ranking: readonly string[]): Criterion[] {
  const criteria: Criterion[] = [];
  for (const entry of ranking) {
    const key = sortKey(entry);
    if (key) criteria.push({ kind: 'sort', key });
    else if (entry === 'typo' || entry === 'attribute' || entry === 'exact' || entry === 'custom') criteria.push({ kind: entry });
    // geo, words, filters, proximity: every match ties on them here (see the engine's limits).
  }
  return criteria;
}

export type Ranking = {
  criteria: Criterion[];
  /** Live slots in browse order. */
  order: Int32Array;
  /** slot → position in `order`: a total order that also breaks text-ranking ties. */
  rankOf: Int32Array;
};

export function rankingFor(store: IndexStore, ranking: readonly string[], customRanking: readonly string[]): Ranking {
  const criteria = criteriaOf(ranking);
  const customKeys = customRanking.map(sortKey).filter((key): key is SortKey => key !== null);
  const sortKeys = criteria.flatMap((criterion) =>
    criterion.kind === 'sort' ? [criterion.key] : criterion.kind === 'custom' ? customKeys : [],
  );
  const cacheKey = `order:${sortKeys.map((key) => `${key.direction}${key.attribute}`).join('|')}`;
  const { order, rankOf } = store.derived(cacheKey, () => buildOrder(store, sortKeys), {
    dependsOn: sortKeys.map((key) => key.attribute),
    patch: (built, write) => patchOrder(store, sortKeys, built, write),
  });
  return { criteria, order, rankOf };
}

type Comparable = (a: number, b: number) => number;

/** Missing values sort last in both directions, as in Algolia. */
function comparatorFor(store: IndexStore, key: SortKey): Comparable {
  const numbers = store.numericColumn(key.attribute);
  if (numbers.numberCount > 0 || numbers.multiCount > 0 || store.count === 0) {
    return (a, b) => {
      const x = numbers.sortValue(a);
      const y = numbers.sortValue(b);
      if (x !== x) return y !== y ? 0 : 1;
      if (y !== y) return -1;
      return (x - y) * key.direction;
    };
  }
  const facets = store.facetColumn(key.attribute);
  return (a, b) => {
    const x = facets.single[a] ?? NO_VALUE;
    const y = facets.single[b] ?? NO_VALUE;
    if (x < 0) return y < 0 ? 0 : 1;
    if (y < 0) return -1;
    const left = facets.values[x]!;
    const right = facets.values[y]!;
    return left === right ? 0 : (left < right ? -1 : 1) * key.direction;
  };
}

/** The browse order's comparison: the sort keys in turn, then the slot (insertion order). */
function orderComparator(store: IndexStore, keys: SortKey[]): Comparable {
  const comparators = keys.map((key) => comparatorFor(store, key));
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a - b;
  };
}

type Built = { order: Int32Array; rankOf: Int32Array };

/** Where `slot` goes among the first `length` entries of an order (binary search). */
function insertionPoint(order: Int32Array, length: number, slot: number, compare: Comparable): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(order[middle]!, slot) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Brings a built order up to date for one write: a changed slot moves to its new place, a new one
 * is inserted, a deleted one taken out (a binary search and shifts of typed arrays, well under a
 * millisecond at 200,000 records, where a rebuild sorts them all). Null when the order does not
 * hold what it should (rebuilt on next use).
 */
function patchOrder(store: IndexStore, keys: SortKey[], built: Built, write: StoreWrite): Built | null {
  const { order, rankOf } = built;
  const { slot } = write;
  if (write.kind === 'insert') {
    const at = insertionPoint(order, order.length, slot, orderComparator(store, keys));
    const next = new Int32Array(order.length + 1);
    next.set(order.subarray(0, at));
    next[at] = slot;
    next.set(order.subarray(at), at + 1);
    const ranks = rankOf.length > slot ? rankOf : new Int32Array(Math.max(slot + 1, rankOf.length * 2));
    if (ranks !== rankOf) ranks.set(rankOf);
    for (let position = at; position < next.length; position++) ranks[next[position]!] = position;
    return { order: next, rankOf: ranks };
  }
  const from = rankOf[slot];
  if (from === undefined || order[from] !== slot) return null;
  order.copyWithin(from, from + 1);
  const others = order.length - 1;
  if (write.kind === 'delete') {
    const next = order.subarray(0, others);
    for (let position = from; position < others; position++) rankOf[next[position]!] = position;
    return { order: next, rankOf };
  }
  const at = insertionPoint(order, others, slot, orderComparator(store, keys));
  order.copyWithin(at + 1, at, others);
  order[at] = slot;
  for (let position = Math.min(from, at); position <= Math.max(from, at); position++) rankOf[order[position]!] = position;
  return built;
}

function buildOrder(store: IndexStore, keys: SortKey[]): { order: Int32Array; rankOf: Int32Array } {
  const slots: number[] = [];
  for (let slot = 0; slot < store.slotCount; slot++) if (store.recordAt(slot)) slots.push(slot);
  slots.sort(orderComparator(store, keys));
  const order = Int32Array.from(slots);
  const rankOf = new Int32Array(store.slotCount);
  order.forEach((slot, position) => (rankOf[slot] = position));
  return { order, rankOf };
}

/** The matching slots of a browse, in order, from `start` (inclusive) to `end` (exclusive). */
export function browsePage(ranking: Ranking, bits: Bitset, start: number, end: number): number[] {
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < ranking.order.length && seen < end; i++) {
    const slot = ranking.order[i]!;
    if (!hasBit(bits, slot)) continue;
    if (seen >= start) page.push(slot);
    seen++;
  }
  return page;
}

/** Sorts text matches by the full criteria list (sorts `slots` in place and returns it). */
export function sortTextMatches(store: IndexStore, ranking: Ranking, slots: Int32Array, text: TextMatch): Int32Array {
  const { rankOf } = ranking;
  const steps: Comparable[] = [];
  for (const criterion of ranking.criteria) {
    if (criterion.kind === 'typo') steps.push((a, b) => text.typos[a]! - text.typos[b]!);
    else if (criterion.kind === 'attribute') steps.push((a, b) => text.attribute[a]! - text.attribute[b]!);
    else if (criterion.kind === 'exact') steps.push((a, b) => text.exact[b]! - text.exact[a]!);
    else if (criterion.kind === 'sort') steps.push(comparatorFor(store, criterion.key));
    else break; // `custom` and everything after it is already encoded in rankOf.
  }
  return slots.sort((a, b) => {
    for (const step of steps) {
      const result = step(a, b);
      if (result !== 0) return result;
    }
    return rankOf[a]! - rankOf[b]!;
  });
}
