import type { SearchRecord } from './search-record';

/** One query of a multi-query, as Algolia's `/1/indexes/*\/queries` takes it. */
export type SearchRequest = { indexName: string; params: Record<string, unknown> };

export type SearchResult<T = SearchRecord> = {
  hits: (T & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  processingTimeMS: number;
};

/**
 * The search port: Algolia in production, the project's own engine speaking the same protocol
 * by default. `tenantFilter` is ANDed into every query, like a secured API key's filters.
 */
export interface SearchPort {
  readonly adapter: 'algolia' | 'local-engine';
  readonly indexName: string;
  search(requests: SearchRequest[], tenantFilter: string): Promise<SearchResult[]>;
  /** Replaces the whole index with these records (the indexer's rebuild). */
  replaceAll(records: SearchRecord[]): Promise<void>;
  /** One vehicle changed (price, status, reserved, sold): replace its record, or delete it (null). */
  patch(objectID: string, record: SearchRecord | null): Promise<void>;
  /**
   * Replaces a secondary index (the models directory, offers) with these records and settings.
   * Its queries go through `search` with that index name and the index's own tenant filter.
   */
  replaceIndex(indexName: string, settings: Record<string, unknown>, records: ReadonlyArray<Record<string, unknown> & { objectID: string }>): Promise<void>;
  /** Whether an index exists (a secondary index the content indexer has built). */
  hasIndex(indexName: string): Promise<boolean>;
  /** Every record of an index that `filters` matches (one site's), with only these attributes. */
  browse(indexName: string, filters: string, attributes: readonly string[]): Promise<Record<string, unknown>[]>;
  /**
   * Makes the records of an index that `filters` matches exactly these (one site's models
   * directory or offers): saves them, deletes the matching ones not among them, leaves the rest.
   */
  replaceMatching(indexName: string, filters: string, records: ReadonlyArray<Record<string, unknown> & { objectID: string }>): Promise<void>;
  /** How many records the primary index holds. */
  count(): Promise<number>;
}

/** The records of `existing` that `records` no longer has (what `replaceMatching` deletes). */
export function staleObjectIDs(existing: ReadonlyArray<Record<string, unknown>>, records: ReadonlyArray<{ objectID: string }>): string[] {
  const keep = new Set(records.map((record) => record.objectID));
  return existing.map((hit) => String(hit.objectID)).filter((id) => !keep.has(id));
}
