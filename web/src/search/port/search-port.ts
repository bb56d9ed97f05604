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
  /** How many records the primary index holds. */
  count(): Promise<number>;
}
