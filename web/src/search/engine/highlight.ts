import { readAttribute } from './columns';
import { splitWords } from './normalize';
import type { WordMatch } from './typo';

/** Algolia's `_highlightResult` entry. Values are not HTML-escaped, as in Algolia. */
export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type HighlightTree = HighlightResult | HighlightResult[] | { [key: string]: HighlightTree };

/** Decides whether query word `index` matches a normalised word of the text. */
export type WordMatcher = (queryWord: string, index: number, word: string) => WordMatch | null;
export type HighlightTags = { pre: string; post: string };

/**
 * Wraps every word of `text` that matches a query word in the highlight tags; a word matched only
 * as a prefix gets just that prefix wrapped (`<em>Toy</em>ota`), as Algolia does.
 */
export function highlightText(
  text: string,
  queryWords: readonly string[],
  matcher: WordMatcher,
  tags: HighlightTags,
): HighlightResult {
  if (queryWords.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const matched = new Set<number>();
  let value = '';
  let cursor = 0;
  let everyWordWhole = true;
  const words = splitWords(text);
  for (const word of words) {
    let hit: WordMatch | null = null;
    for (let index = 0; index < queryWords.length && !hit; index++) {
      hit = matcher(queryWords[index]!, index, word.text);
      if (hit) matched.add(index);
    }
    if (!hit) {
      everyWordWhole = false;
      continue;
    }
    const end = hit.prefixLength === null ? word.end : (word.ends[hit.prefixLength - 1] ?? word.end);
    if (end < word.end) everyWordWhole = false;
    value += text.slice(cursor, word.start) + tags.pre + text.slice(word.start, end) + tags.post;
    cursor = end;
  }
  value += text.slice(cursor);
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const matchedWords = [...matched].sort((a, b) => a - b).map((index) => queryWords[index]!);
  const matchLevel = new Set(matchedWords).size === new Set(queryWords).size ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, fullyHighlighted: everyWordWhole && words.length > 0 };
}

/** `_highlightResult` of a record for the given attributes (`*` means every attribute). */
export function highlightRecord(
  record: Readonly<Record<string, unknown>>,
  attributes: readonly string[],
  queryWords: readonly string[],
  matcher: WordMatcher,
  tags: HighlightTags,
): Record<string, HighlightTree> {
  const names = attributes.includes('*') ? Object.keys(record).filter((name) => name !== 'objectID') : attributes;
  const result: Record<string, HighlightTree> = {};
  for (const name of names) {
    const tree = highlightValue(readAttribute(record, name), queryWords, matcher, tags);
    if (tree !== undefined) result[name] = tree;
  }
  return result;
}

function highlightValue(
  value: unknown,
  queryWords: readonly string[],
  matcher: WordMatcher,
  tags: HighlightTags,
): HighlightTree | undefined {
  if (typeof value === 'string') return highlightText(value, queryWords, matcher, tags);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightText(String(value), queryWords, matcher, tags);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const tree = typeof item === 'string' || typeof item === 'number' ? highlightText(String(item), queryWords, matcher, tags) : undefined;
      return tree ? [tree] : [];
    });
  }
  if (value !== null && typeof value === 'object') {
    const nested: Record<string, HighlightTree> = {};
    for (const [key, item] of Object.entries(value)) {
      const tree = highlightValue(item, queryWords, matcher, tags);
      if (tree !== undefined) nested[key] = tree;
    }
    return nested;
  }
  return undefined;
}
