import { MULTI, type FacetColumn } from './columns';
import { highlightText, type HighlightTags } from './highlight';
import type { IndexStore } from './index-store';
import { textWords } from './normalize';
import { scratchInt32 } from './query-scratch';

export type FacetStats = { min: number; max: number; avg: number; sum: number };
export type FacetHit = { value: string; highlighted: string; count: number };

/** Adds `step` to the count of every value id of a facet over the given slots. */
function addCounts(column: FacetColumn, slots: Int32Array, counts: Int32Array, step: 1 | -1): Int32Array {
  const { single, multiStart, multiLength, pool } = column;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const id = single[slot]!;
    if (id >= 0) counts[id]! += step;
    else if (id === MULTI) {
      const end = multiStart[slot]! + multiLength[slot]!;
      for (let k = multiStart[slot]!; k < end; k++) counts[pool[k]!]! += step;
    }
  }
  return counts;
}

/** The records a facet count runs over: the matches, or (cheaper when most match) the non-matches. */
export type CountScope = { slots: Int32Array } | { allBut: Int32Array };

/**
 * Counts of every value id over the scope. For broad matches the counts over all live records
 * (cached per store version) minus the non-matching ones touch far fewer slots. The counts are
 * the query's scratch memory (query-scratch.ts).
 */
function countIds(store: IndexStore, attribute: string, column: FacetColumn, scope: CountScope): Int32Array {
  if ('slots' in scope) return addCounts(column, scope.slots, scratchInt32(column.values.length), 1);
  const all = store.derived(`counts:${attribute}`, () => {
    const live: number[] = [];
    for (let slot = 0; slot < store.slotCount; slot++) if (store.recordAt(slot)) live.push(slot);
    return addCounts(column, Int32Array.from(live), new Int32Array(column.values.length), 1);
  }, { dependsOn: [attribute] });
  const counts = scratchInt32(column.values.length);
  counts.set(all);
  return addCounts(column, scope.allBut, counts, -1);
}

/**
 * The `limit` value ids to show, most frequent first and alphabetical among equal counts, without
 * sorting the whole dictionary: high-cardinality facets (price, km) have tens of thousands of values.
 */
export function topValueIds(column: FacetColumn, counts: Int32Array, limit: number, sortBy: 'count' | 'alpha'): { ids: number[]; total: number } {
  const alphabetical = column.alphabeticalIds();
  let total = 0;
  let maxCount = 0;
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id]!;
    if (count > 0) {
      total++;
      if (count > maxCount) maxCount = count;
    }
  }
  if (sortBy === 'alpha' || total <= limit) {
    const ids: number[] = [];
    for (let i = 0; i < alphabetical.length && ids.length < (sortBy === 'alpha' ? limit : total); i++) {
      if (counts[alphabetical[i]!]! > 0) ids.push(alphabetical[i]!);
    }
    // A stable sort of the alphabetical list keeps equal counts in value order.
    if (sortBy === 'count') ids.sort((a, b) => counts[b]! - counts[a]!);
    return { ids, total };
  }
  // Find the smallest count that still makes the cut, then take ties at it alphabetically.
  const histogram = new Int32Array(maxCount + 1);
  for (let id = 0; id < counts.length; id++) histogram[counts[id]!]!++;
  let threshold = maxCount;
  let above = 0;
  while (threshold > 1 && above + histogram[threshold]! < limit) above += histogram[threshold--]!;
  const ids: number[] = [];
  const ties: number[] = [];
  for (let i = 0; i < alphabetical.length; i++) {
    const id = alphabetical[i]!;
    const count = counts[id]!;
    if (count > threshold) ids.push(id);
    else if (count === threshold && ties.length < limit - above) ties.push(id);
  }
  ids.sort((a, b) => counts[b]! - counts[a]!);
  return { ids: ids.concat(ties), total };
}

/**
 * `facets` of a response: per attribute, the `maxValues` most frequent values among the matches
 * (count descending, then value), or alphabetical with `sortFacetValuesBy: 'alpha'`.
 */
export function countFacets(
  store: IndexStore,
  scope: CountScope,
  attributes: readonly string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): { facets: Record<string, Record<string, number>>; complete: boolean } {
  const facets: Record<string, Record<string, number>> = {};
  let complete = true;
  for (const attribute of attributes) {
    const column = store.facetColumn(attribute);
    const counts = countIds(store, attribute, column, scope);
    const { ids, total } = topValueIds(column, counts, maxValues, sortBy);
    if (total > maxValues) complete = false;
    const values: Record<string, number> = {};
    for (const id of ids) values[column.values[id]!] = counts[id]!;
    facets[attribute] = values;
  }
  return { facets, complete };
}

/** `facets_stats`: min, max, avg and sum of each numeric facet over the matches. */
export function facetStats(store: IndexStore, slots: Int32Array, attributes: readonly string[]): Record<string, FacetStats> {
  const stats: Record<string, FacetStats> = {};
  for (const attribute of attributes) {
    const column = store.numericColumn(attribute);
    if (column.numberCount === 0) continue;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let count = 0;
    const values = column.values;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const single = values[slot]!;
      const list = single === single || column.multiCount === 0 ? null : column.multi[slot];
      const length = list ? list.length : single === single ? 1 : 0;
      for (let k = 0; k < length; k++) {
        const value = list ? list[k]! : single;
        if (value < min) min = value;
        if (value > max) max = value;
        sum += value;
        count++;
      }
    }
    if (count > 0) stats[attribute] = { min, max, avg: sum / count, sum };
  }
  return stats;
}

/**
 * Search for facet values: values of `attribute` among the matches whose words start with every
 * word of `facetQuery`, most frequent first, with the matched prefixes highlighted.
 */
export function searchFacetValues(
  store: IndexStore,
  slots: Int32Array,
  attribute: string,
  facetQuery: string,
  maxFacetHits: number,
  tags: HighlightTags,
): FacetHit[] {
  const column = store.facetColumn(attribute);
  const counts = countIds(store, attribute, column, { slots });
  const queryWords = textWords(facetQuery);
  const matcher = (queryWord: string, _index: number, word: string) =>
    word.startsWith(queryWord) ? { typos: 0, exact: word === queryWord, prefixLength: word === queryWord ? null : queryWord.length } : null;
  const hits: Array<FacetHit & { id: number }> = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id] === 0) continue;
    const value = column.values[id]!;
    const highlight = highlightText(value, queryWords, matcher, tags);
    if (queryWords.length > 0 && highlight.matchLevel !== 'full') continue;
    hits.push({ id, value, highlighted: highlight.value, count: counts[id]! });
  }
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return hits.slice(0, maxFacetHits).map(({ value, highlighted, count }) => ({ value, highlighted, count }));
}
