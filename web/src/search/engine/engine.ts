import { badRequest, SearchApiError } from './errors';
import type { FilterNode } from './filter-ast';
import { parseFilters } from './filter-parser';
import { buildHit } from './hit-builder';
import { copyRecordData, type StoredRecord } from './index-store';
import { IndexRegistry, type IndexEntry } from './index-registry';
import { applyPartialUpdate } from './partial-update';
import { runFacetSearch, runSearch, type FacetSearchResponse, type SearchResponse } from './query-runner';
import { runBrowse, type BrowseResponse } from './browse';
import { checkQueryCount, SEARCH_LIMITS, tooLarge } from './request-limits';
import { parseSearchParams } from './search-params';
import { effectiveSettings, type IndexSettings } from './settings';

export type { SearchResponse, FacetSearchResponse, BrowseResponse, IndexSettings };

/** `baseFilter` is ANDed with every request filter, like a secured API key's embedded filters. */
export type SearchOptions = { baseFilter?: string };
export type MultiQueryRequest = { indexName: string; type?: string; facet?: string; params?: unknown } & Record<string, unknown>;
export type BatchAction = 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject' | 'delete' | 'clear';
export type BatchOperation = { action: BatchAction; body?: Record<string, unknown> };
export type TaskResponse = { taskID: number; updatedAt: string };
export type BatchResponse = { taskID: number; objectIDs: string[] };

export type SearchEngine = {
  search(indexName: string, params?: unknown, options?: SearchOptions): SearchResponse;
  multipleQueries(requests: readonly MultiQueryRequest[], options?: SearchOptions & { strategy?: string }): {
    results: Array<SearchResponse | FacetSearchResponse>;
  };
  searchForFacetValues(indexName: string, facetName: string, params?: unknown, options?: SearchOptions): FacetSearchResponse;
  browse(indexName: string, params?: unknown, options?: SearchOptions): BrowseResponse;
  getObject(indexName: string, objectID: string, options?: SearchOptions & { attributesToRetrieve?: string[] }): Record<string, unknown>;
  saveObjects(indexName: string, objects: ReadonlyArray<Record<string, unknown>>): BatchResponse;
  partialUpdateObjects(indexName: string, objects: ReadonlyArray<Record<string, unknown>>, createIfNotExists?: boolean): BatchResponse;
  deleteObjects(indexName: string, objectIDs: readonly string[]): BatchResponse;
  batch(indexName: string, operations: readonly BatchOperation[]): BatchResponse;
  clearObjects(indexName: string): TaskResponse;
  deleteIndex(indexName: string): { taskID: number; deletedAt: string };
  setSettings(indexName: string, settings: Record<string, unknown>, options?: { forwardToReplicas?: boolean }): TaskResponse;
  getSettings(indexName: string): Record<string, unknown>;
  getTask(indexName: string, taskID: number): { status: 'published'; pendingTask: false };
  operationIndex(indexName: string, operation: { operation: 'copy' | 'move'; destination: string; scope?: string[] }): TaskResponse;
  listIndices(): { items: Array<Record<string, unknown>>; nbPages: number };
  hasIndex(indexName: string): boolean;
};

/**
 * The embedded search engine: Algolia's data model (indexes, replicas sharing their primary's
 * records, settings, tasks) and query semantics in memory. Every method is synchronous; writes are
 * visible immediately, so every task is already `published`. Bad input throws `SearchApiError`.
 */
export function createSearchEngine(): SearchEngine {
  const registry = new IndexRegistry();
  const baseFilters = new Map<string, FilterNode | null>();
  let lastTask = 0;
  let generatedIds = 0;
  const task = () => ++lastTask;
  const now = () => new Date().toISOString();

  function baseFilterOf(options: SearchOptions | undefined): FilterNode | null {
    const source = options?.baseFilter ?? '';
    if (baseFilters.has(source)) return baseFilters.get(source)!;
    const parsed = parseFilters(source);
    if (!parsed.ok) throw badRequest(`Invalid base filter (${parsed.message})`);
    if (baseFilters.size > 200) baseFilters.clear();
    baseFilters.set(source, parsed.filter);
    return parsed.filter;
  }

  function target(indexName: string, options: SearchOptions | undefined) {
    const entry = registry.require(indexName);
    const baseFilter = baseFilterOf(options);
    return { indexName, store: entry.store, settings: effectiveSettings(entry.settings), baseFilter, baseFilterKey: options?.baseFilter ?? '' };
  }

  function writable(indexName: string): IndexEntry {
    const entry = registry.ensure(indexName);
    if (entry.primary) throw badRequest(`Index ${indexName} is a replica of ${entry.primary}: write records to the primary index`);
    return entry;
  }

  function objectIdOf(body: Record<string, unknown> | undefined, required: boolean): string {
    const id = body?.objectID;
    if (typeof id === 'string' && id !== '') return id;
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
    if (required) throw badRequest('objectID is required and must be a non-empty string');
    return `${Date.now()}${String(++generatedIds).padStart(6, '0')}`;
  }

  function applyOperation(entry: IndexEntry, operation: BatchOperation): string | null {
    const body = operation.body;
    switch (operation.action) {
      case 'addObject':
      case 'updateObject': {
        if (!body || typeof body !== 'object') throw badRequest(`${operation.action}: body must be an object`);
        const objectID = objectIdOf(body, operation.action === 'updateObject');
        // A private copy: later changes to the caller's object must not bypass the column updates.
        const copy = copyRecordData(body) as StoredRecord;
        if (copy.objectID !== objectID) copy.objectID = objectID;
        entry.store.save(copy);
        return objectID;
      }
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const objectID = objectIdOf(body, true);
        const current = entry.store.get(objectID);
        if (!current && operation.action === 'partialUpdateObjectNoCreate') return objectID;
        const next = applyPartialUpdate(current, copyRecordData(body ?? {}));
        entry.store.save({ ...next, objectID } as StoredRecord);
        return objectID;
      }
      case 'deleteObject': {
        const objectID = objectIdOf(body, true);
        entry.store.delete(objectID);
        return objectID;
      }
      case 'clear':
        entry.store.clear();
        return null;
      case 'delete':
        registry.delete(entry.name);
        return null;
      default:
        throw badRequest(`Unknown batch action: ${String(operation.action)}`);
    }
  }

  const engine: SearchEngine = {
    search(indexName, params, options) {
      return runSearch(target(indexName, options), parseSearchParams(params));
    },

    multipleQueries(requests, options) {
      checkQueryCount(requests.length);
      // Parse everything first: one bad query fails the whole call, as in Algolia.
      let hits = 0;
      const planned = requests.map((request) => {
        if (!request || typeof request.indexName !== 'string') throw badRequest('indexName is required in each request');
        const parsed = parseSearchParams(request, ['indexName', 'type', 'facet']);
        const queryTarget = target(request.indexName, options);
        if (request.type !== 'facet') hits += parsed.params.length ?? parsed.params.hitsPerPage ?? queryTarget.settings.hitsPerPage;
        return { request, parsed, target: queryTarget };
      });
      if (hits > SEARCH_LIMITS.hitsPerRequest) throw tooLarge('Hits requested by the queries of one request', SEARCH_LIMITS.hitsPerRequest);
      const results = planned.map(({ request, parsed, target: queryTarget }) => {
        if (request.type !== 'facet') return runSearch(queryTarget, parsed);
        if (typeof request.facet !== 'string') throw badRequest('facet is required when type is facet');
        return runFacetSearch(queryTarget, parsed, request.facet);
      });
      return { results };
    },

    searchForFacetValues(indexName, facetName, params, options) {
      return runFacetSearch(target(indexName, options), parseSearchParams(params), facetName);
    },

    browse(indexName, params, options) {
      return runBrowse(target(indexName, options), params);
    },

    getObject(indexName, objectID, options) {
      const queryTarget = target(indexName, options);
      const found = engine.search(indexName, { filters: `objectID:${JSON.stringify(objectID)}`, hitsPerPage: 1 }, options);
      const record = queryTarget.store.get(objectID);
      if (!record || found.nbHits === 0) throw new SearchApiError(404, 'ObjectID does not exist');
      const { settings } = queryTarget;
      return buildHit(record, {
        retrieve: options?.attributesToRetrieve ?? settings.attributesToRetrieve,
        unretrievable: settings.unretrievableAttributes,
        highlight: [],
        queryWords: [],
        matcher: () => null,
        tags: { pre: '', post: '' },
      });
    },

    saveObjects(indexName, objects) {
      return engine.batch(indexName, objects.map((body) => ({ action: 'addObject' as const, body })));
    },

    partialUpdateObjects(indexName, objects, createIfNotExists = true) {
      const action = createIfNotExists ? ('partialUpdateObject' as const) : ('partialUpdateObjectNoCreate' as const);
      return engine.batch(indexName, objects.map((body) => ({ action, body })));
    },

    deleteObjects(indexName, objectIDs) {
      return engine.batch(indexName, objectIDs.map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } })));
    },

    batch(indexName, operations) {
      const entry = writable(indexName);
      const objectIDs: string[] = [];
      for (const operation of operations) {
        const objectID = applyOperation(entry, operation);
        if (objectID !== null) objectIDs.push(objectID);
      }
      entry.updatedAt = now();
      return { taskID: task(), objectIDs };
    },

    clearObjects(indexName) {
      writable(indexName).store.clear();
      return { taskID: task(), updatedAt: now() };
    },

    deleteIndex(indexName) {
      registry.delete(indexName);
      return { taskID: task(), deletedAt: now() };
    },

    setSettings(indexName, update, options) {
      registry.setSettings(indexName, update, options?.forwardToReplicas ?? false);
      return { taskID: task(), updatedAt: now() };
    },

    getSettings(indexName) {
      return registry.settingsView(indexName);
    },

    getTask() {
      return { status: 'published', pendingTask: false };
    },

    operationIndex(indexName, { operation, destination, scope }) {
      registry.operate(indexName, operation, destination, scope);
      return { taskID: task(), updatedAt: now() };
    },

    listIndices() {
      return { items: registry.list(), nbPages: 1 };
    },

    hasIndex(indexName) {
      return registry.has(indexName);
    },
  };
  return engine;
}

export { SearchApiError };
