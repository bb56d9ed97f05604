import { highlightRecord, type HighlightTags, type HighlightTree, type WordMatcher } from './highlight';
import type { StoredRecord } from './index-store';

export type Hit = Record<string, unknown> & { objectID: string; _highlightResult?: Record<string, HighlightTree> };

export type HitShape = {
  /** `attributesToRetrieve`: names, `*` for all, `-name` to exclude from `*`. */
  retrieve: readonly string[];
  unretrievable: readonly string[];
  highlight: readonly string[];
  queryWords: readonly string[];
  matcher: WordMatcher;
  tags: HighlightTags;
};

/**
 * One hit of a response: the retrievable attributes (objectID always) plus `_highlightResult`.
 * Only the hits of the returned page are ever turned into objects.
 */
export function buildHit(record: StoredRecord, shape: HitShape): Hit {
  const hidden = new Set(shape.unretrievable);
  const hit: Hit = { objectID: record.objectID };
  if (shape.retrieve.includes('*')) {
    const excluded = new Set(shape.retrieve.filter((name) => name.startsWith('-')).map((name) => name.slice(1)));
    for (const [name, value] of Object.entries(record)) {
      if (!excluded.has(name) && !hidden.has(name)) hit[name] = value;
    }
  } else {
    for (const name of shape.retrieve) {
      if (name in record && !hidden.has(name)) hit[name] = record[name];
    }
  }
  hit.objectID = record.objectID;
  const highlight = shape.highlight.filter((name) => !hidden.has(name));
  if (highlight.length > 0) {
    hit._highlightResult = highlightRecord(record, highlight, shape.queryWords, shape.matcher, shape.tags);
  }
  return hit;
}
