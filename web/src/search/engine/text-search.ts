import type { Bitset } from './bitset';
import { readAttribute } from './columns';
import type { IndexStore } from './index-store';
import { textWords, valueWords } from './normalize';
import { scratchBytes, scratchUint32 } from './query-scratch';
import { SEARCH_LIMITS } from './request-limits';
import { boundedDistance, maxTyposFor, type TypoOptions } from './typo';

/**
 * Full-text matching over the searchable attributes: every query word must match (AND), the last
 * one as a prefix by default, each within its typo budget. An inverted index (word → slots with
 * the best attribute rank) is built per store version and attribute list, then each query touches
 * only the postings of the words it matches.
 */
export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';
export type TextOptions = TypoOptions & {
  queryType: QueryType;
  /** `disableTypoToleranceOnAttributes`: these only match exactly or by prefix (e.g. stock numbers). */
  exactOnlyAttributes?: readonly string[];
};

/** Per-slot ranking signals of a text match (only meaningful where `bits` is set). */
export type TextMatch = {
  bits: Bitset;
  words: string[];
  typos: Uint8Array;
  attribute: Uint8Array;
  exact: Uint8Array;
};

/** Per word: the slots holding it and, per slot, a bit per searchable attribute it appears in. */
type Postings = { slots: number[]; masks: number[] };
/** `byLength[n]`: the indexed words of n characters, sorted (typo candidates are looked up by length). */
type TextIndex = { sortedWords: string[]; byLength: string[][]; postings: Map<string, Postings> };
type SearchableAttribute = { name: string; rank: number };

/** `searchableAttributes` entries: `unordered(x)` and `a,b` (same rank) are understood. */
export function parseSearchableAttributes(entries: readonly string[]): SearchableAttribute[] {
  return entries.flatMap((entry, rank) =>
    entry
      .replace(/^unordered\((.*)\)$/, '$1')
      .split(',')
      .map((name) => ({ name: name.trim(), rank: Math.min(rank, 254) }))
      .filter((attribute) => attribute.name !== ''),
  );
}

/** Distinct values whose words are remembered while an index is built. */
const MEMO_LIMIT = 100_000;

/** Attributes past the 31st share the last bit: they are all of the lowest rank anyway. */
const bitOf = (position: number) => 1 << Math.min(position, 30);

/**
 * One inverted index per store version and searchable attribute list (an index setting), never
 * per request: `restrictSearchableAttributes` and typo-free attributes only mask the postings, so
 * no request parameter can make the engine build and keep another index.
 */
function textIndex(store: IndexStore, attributes: SearchableAttribute[]): TextIndex {
  const key = `text:${attributes.map((attribute) => `${attribute.name}@${attribute.rank}`).join('|')}`;
  return store.derived(key, () => {
    const postings = new Map<string, Postings>();
    const wordsOf = memoizedWords();
    for (let slot = 0; slot < store.slotCount; slot++) addSlot(postings, store, slot, attributes, wordsOf);
    const sortedWords = [...postings.keys()].sort();
    const byLength: string[][] = [];
    for (const word of sortedWords) (byLength[word.length] ??= []).push(word);
    return { sortedWords, byLength, postings };
  }, {
    dependsOn: attributes.map(({ name }) => name),
    patch: (index, write) => {
      // A deleted slot's postings stay: queries only ever keep live slots (see matchQuery's `within`).
      if (write.kind === 'delete') return index;
      // A new record has the highest slot, so its postings append; its new words join the sorted list.
      if (write.kind === 'insert') {
        for (const word of addSlot(index.postings, store, write.slot, attributes, valueWords)) {
          index.sortedWords.splice(lowerBound(index.sortedWords, word), 0, word);
          const sameLength = (index.byLength[word.length] ??= []);
          sameLength.splice(lowerBound(sameLength, word), 0, word);
        }
        return index;
      }
      return null;
    },
  });
}

/** Words of attribute values, each distinct string split once (most repeat: a make, a model, a city). */
function memoizedWords(): (value: unknown) => string[] {
  const memo = new Map<string, string[]>();
  const wordsOf = (value: unknown): string[] => {
    if (typeof value !== 'string') return Array.isArray(value) ? value.flatMap(wordsOf) : valueWords(value);
    let words = memo.get(value);
    if (!words) {
      words = valueWords(value);
      if (memo.size < MEMO_LIMIT) memo.set(value, words);
    }
    return words;
  };
  return wordsOf;
}

/** Adds one slot's words to the postings (slots in increasing order); returns the words that were new. */
function addSlot(postings: Map<string, Postings>, store: IndexStore, slot: number, attributes: SearchableAttribute[], wordsOf: (value: unknown) => string[]): string[] {
  const record = store.recordAt(slot);
  const added: string[] = [];
  if (!record) return added;
  attributes.forEach(({ name }, position) => {
    for (const word of wordsOf(readAttribute(record, name))) {
      let entry = postings.get(word);
      if (!entry) {
        entry = { slots: [], masks: [] };
        postings.set(word, entry);
        added.push(word);
      }
      const last = entry.slots.length - 1;
      if (entry.slots[last] === slot) entry.masks[last]! |= bitOf(position);
      else {
        entry.slots.push(slot);
        entry.masks.push(bitOf(position));
      }
    }
  });
  return added;
}

/** The best (lowest) attribute rank among the attributes of `mask`; attributes come in rank order. */
function rankOf(mask: number, attributes: SearchableAttribute[]): number {
  const lowest = 31 - Math.clz32(mask & -mask);
  return attributes[lowest]?.rank ?? 254;
}

/**
 * Slots matching every query word (of `within` when given); `null` when the query has no words (everything matches).
 * `attributes` are the index's searchable attributes; `restrictTo` narrows them for this query.
 */
export function matchQuery(
  store: IndexStore,
  query: string,
  attributes: SearchableAttribute[],
  options: TextOptions,
  restrictTo?: readonly string[],
  /** Only these slots can match (the query's filters, the tenant's first): others are skipped unread. */
  within?: Bitset,
): TextMatch | null {
  const words = textWords(query).slice(0, SEARCH_LIMITS.queryWords);
  if (words.length === 0) return null;
  const index = textIndex(store, attributes);
  const exactOnly = options.exactOnlyAttributes ?? [];
  let allowed = 0;
  let typoAllowed = 0;
  attributes.forEach(({ name }, position) => {
    if (restrictTo && !restrictTo.includes(name)) return;
    allowed |= bitOf(position);
    if (!exactOnly.includes(name)) typoAllowed |= bitOf(position);
  });
  const slots = store.slotCount;
  // Per-query arrays from the query's scratch memory (see query-scratch.ts): valid until the next query.
  const typos = scratchBytes(slots);
  const attribute = scratchBytes(slots).fill(255);
  const exact = scratchBytes(slots);
  const matched = scratchBytes(slots);
  words.forEach((queryWord, position) => {
    const prefix = options.queryType === 'prefixAll' || (options.queryType === 'prefixLast' && position === words.length - 1);
    for (const candidate of candidates(index, queryWord, prefix, options)) {
      const entry = index.postings.get(candidate.word)!;
      const mask = candidate.typos > 0 ? typoAllowed : allowed;
      for (let i = 0; i < entry.slots.length; i++) {
        const slot = entry.slots[i]!;
        if (within && (within[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
        const where = entry.masks[i]! & mask;
        if (where === 0) continue;
        const seen = matched[slot]!;
        if (seen === position) {
          // First (and so best, candidates come in increasing typo order) match of this query word.
          matched[slot] = position + 1;
          typos[slot] = Math.min(255, typos[slot]! + candidate.typos);
          if (candidate.exact) exact[slot]!++;
        } else if (seen !== position + 1) continue;
        const rank = rankOf(where, attributes);
        if (rank < attribute[slot]!) attribute[slot] = rank;
      }
    }
  });
  const bits = scratchUint32((slots + 31) >>> 5);
  for (let slot = 0; slot < slots; slot++) if (matched[slot] === words.length) bits[slot >>> 5]! |= 1 << (slot & 31);
  return { bits, words, typos, attribute, exact };
}

type Candidate = { word: string; typos: number; exact: boolean };

/** Indexed words a query word matches, exact first, then prefixes, then by number of typos. */
function candidates(index: TextIndex, queryWord: string, prefix: boolean, options: TypoOptions): Candidate[] {
  const found: Candidate[] = [];
  const taken = new Set<string>();
  if (index.postings.has(queryWord)) {
    found.push({ word: queryWord, typos: 0, exact: true });
    taken.add(queryWord);
  }
  if (prefix) {
    for (let i = lowerBound(index.sortedWords, queryWord); i < index.sortedWords.length; i++) {
      const word = index.sortedWords[i]!;
      if (!word.startsWith(queryWord)) break;
      if (!taken.has(word)) {
        found.push({ word, typos: 0, exact: false });
        taken.add(word);
      }
    }
  }
  const max = maxTyposFor(queryWord, options);
  if (max === 0) return found;
  const typoMatches: Candidate[] = [];
  // A whole word within `max` typos is within `max` characters of the query's length; a prefix
  // match only needs the word to be long enough. Words of other lengths are never compared.
  const longest = prefix ? index.byLength.length - 1 : Math.min(index.byLength.length - 1, queryWord.length + max);
  for (let length = Math.max(1, queryWord.length - max); length <= longest; length++) {
    const words = index.byLength[length];
    if (!words) continue;
    const whole = Math.abs(length - queryWord.length) <= max;
    for (const word of words) {
      let distance = whole ? boundedDistance(queryWord, word, max, false) : max + 1;
      if (distance > max && prefix) distance = boundedDistance(queryWord, word, max, true);
      if (distance <= max && !taken.has(word)) typoMatches.push({ word, typos: distance, exact: false });
    }
  }
  typoMatches.sort((a, b) => a.typos - b.typos);
  return found.concat(typoMatches);
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
