import { z } from 'zod';
import type { SearchEngine } from './engine';
import { badRequest, isSearchApiError, SearchApiError, zodMessage } from './errors';

/**
 * Algolia's REST API (the subset the app and the algoliasearch v5 clients use) over the engine.
 * Paths are relative to the mount point (`/1/indexes/...`). `baseFilter` plays the secured API
 * key's embedded filter: ANDed into every read, not overridable by the request. Writes need
 * `admin`. Every outcome, including bad input and bugs, is a `{ status, body }`, never a throw.
 */
export type AlgoliaRequest = {
  method: string;
  /** e.g. `/1/indexes/*\/queries`; may carry a `?query` string. */
  path: string;
  /** Parsed JSON, or the raw JSON text. */
  body?: unknown;
  /** Query-string parameters (forwardToReplicas, createIfNotExists, attributesToRetrieve...). */
  query?: URLSearchParams | Record<string, string>;
  baseFilter?: string;
  admin?: boolean;
  /** Indices a non-admin request may read (a secured key's `restrictIndices`); all when absent. */
  allowedIndices?: readonly string[];
};
export type AlgoliaResponse = { status: number; body: unknown };

const record = z.record(z.string(), z.unknown());
const queriesBody = z.object({
  requests: z.array(z.looseObject({ indexName: z.string() })),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});
const action = z.enum(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear']);
const batchBody = z.object({ requests: z.array(z.object({ action, body: record.optional() })) });
const multiBatchBody = z.object({ requests: z.array(z.object({ action, body: record.optional(), indexName: z.string() })) });
const operationBody = z.object({ operation: z.enum(['copy', 'move']), destination: z.string().min(1), scope: z.array(z.enum(['settings', 'synonyms', 'rules'])).optional() });
const objectsBody = z.object({
  requests: z.array(z.object({ indexName: z.string(), objectID: z.string(), attributesToRetrieve: z.array(z.string()).optional() })),
});

const FORBIDDEN = { status: 403, body: { message: 'Method not allowed with this API key', status: 403 } };
const INDEX_NOT_ALLOWED = 'Index not allowed with this API key';
const notFound = (message = 'Path not found') => ({ status: 404, body: { message, status: 404 } });
const ok = (body: unknown, status = 200): AlgoliaResponse => ({ status, body });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(zodMessage(parsed.error, 'field'));
  return parsed.data;
}

function splitPath(path: string): { segments: string[]; query: URLSearchParams } {
  const [pathname = '', search = ''] = path.split('?', 2);
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return { segments, query: new URLSearchParams(search) };
}

export function handleAlgoliaRequest(engine: SearchEngine, request: AlgoliaRequest): AlgoliaResponse {
  try {
    return route(engine, request);
  } catch (error) {
    if (isSearchApiError(error)) return { status: error.status, body: { message: error.message, status: error.status } };
    // A bug, not bad input: logged here, and the answer names no exception text.
    console.error('[search] engine error', error);
    return { status: 500, body: { message: 'Internal search engine error', status: 500 } };
  }
}

function route(engine: SearchEngine, request: AlgoliaRequest): AlgoliaResponse {
  const method = request.method.toUpperCase();
  const { segments, query: pathQuery } = splitPath(request.path);
  const query = new URLSearchParams(pathQuery);
  for (const [key, value] of new URLSearchParams(request.query ?? {})) query.set(key, value);
  let body = request.body;
  if (typeof body === 'string') {
    try {
      body = body === '' ? undefined : JSON.parse(body);
    } catch {
      throw badRequest('Invalid JSON body');
    }
  }
  const read = { baseFilter: request.baseFilter };
  /** Writes, and reads of platform-wide data, need the admin key. */
  const write = () => {
    if (!request.admin) throw new SearchApiError(FORBIDDEN.status, FORBIDDEN.body.message);
  };
  const [version, collection, indexName, action, ...rest] = segments;
  const readable = (name: string) => {
    if (request.admin || !request.allowedIndices || request.allowedIndices.includes(name)) return;
    throw new SearchApiError(403, INDEX_NOT_ALLOWED);
  };
  if (indexName !== undefined && indexName !== '*') readable(indexName);
  if (version !== '1') return notFound();
  if (collection === 'task' && method === 'GET' && indexName) return ok(engine.getTask('', Number(indexName)));
  if (collection !== 'indexes') return notFound();

  // Index listings and settings are platform-wide: like Algolia's search-only keys, a tenant's
  // browser key may not read them.
  if (indexName === undefined) {
    if (method !== 'GET') return notFound();
    write();
    return ok(engine.listIndices());
  }
  if (indexName === '*') {
    if (method === 'POST' && action === 'queries' && rest.length === 0) {
      const { requests, strategy } = parse(queriesBody, body);
      for (const { indexName: name } of requests) readable(name);
      return ok(engine.multipleQueries(requests, { ...read, strategy }));
    }
    if (method === 'POST' && action === 'objects' && rest.length === 0) {
      const { requests } = parse(objectsBody, body);
      for (const { indexName: name } of requests) readable(name);
      const results = requests.map(({ indexName: name, objectID, attributesToRetrieve }) => {
        try {
          return engine.getObject(name, objectID, { ...read, attributesToRetrieve });
        } catch (error) {
          if (isSearchApiError(error) && error.status === 404) return null;
          throw error;
        }
      });
      return ok({ results });
    }
    if (method === 'POST' && action === 'batch' && rest.length === 0) {
      write();
      const { requests } = parse(multiBatchBody, body);
      const taskID: Record<string, number> = {};
      const objectIDs: string[] = [];
      for (const { indexName: name, action: op, body: item } of requests) {
        const result = engine.batch(name, [{ action: op, body: item }]);
        taskID[name] = result.taskID;
        objectIDs.push(...result.objectIDs);
      }
      return ok({ taskID, objectIDs });
    }
    return notFound();
  }

  const on = (verb: string, name: string | undefined) => method === verb && action === name && rest.length === 0;
  if (on('POST', 'query')) return ok(engine.search(indexName, body, read));
  if (on('POST', 'browse')) return ok(engine.browse(indexName, body, read));
  if (on('GET', 'browse')) {
    // Client credentials and agent travel as x-algolia-* query parameters; they are not search parameters.
    const params = Object.fromEntries([...query].filter(([key]) => !key.toLowerCase().startsWith('x-algolia-')));
    return ok(engine.browse(indexName, params, read));
  }
  if (on('GET', 'settings')) {
    write();
    return ok(engine.getSettings(indexName));
  }
  if (on('PUT', 'settings') || on('POST', 'settings')) {
    write();
    return ok(engine.setSettings(indexName, parse(record, body), { forwardToReplicas: query.get('forwardToReplicas') === 'true' }));
  }
  if (on('POST', 'batch')) {
    write();
    return ok(engine.batch(indexName, parse(batchBody, body).requests));
  }
  if (on('POST', 'operation')) {
    write();
    return ok(engine.operationIndex(indexName, parse(operationBody, body)));
  }
  if (on('POST', 'clear')) {
    write();
    if (!engine.hasIndex(indexName)) return notFound('Index does not exist');
    return ok(engine.clearObjects(indexName));
  }
  if (on('POST', 'deleteByQuery')) {
    write();
    return ok(deleteByQuery(engine, indexName, body));
  }
  if (on('DELETE', undefined)) {
    write();
    return ok(engine.deleteIndex(indexName));
  }
  if (on('POST', undefined)) {
    write();
    const { taskID, objectIDs } = engine.batch(indexName, [{ action: 'addObject', body: parse(record, body) }]);
    return ok({ createdAt: new Date().toISOString(), taskID, objectID: objectIDs[0] }, 201);
  }
  if (action === 'task' && rest.length === 1 && method === 'GET') return ok(engine.getTask(indexName, Number(rest[0])));
  if (action === 'facets' && rest.length === 2 && rest[1] === 'query' && method === 'POST') {
    return ok(engine.searchForFacetValues(indexName, rest[0]!, body, read));
  }
  if (action !== undefined && rest.length === 0) return objectRoute(engine, method, indexName, action, body, query, request);
  if (action !== undefined && rest.length === 1 && rest[0] === 'partial' && method === 'POST') {
    write();
    const createIfNotExists = query.get('createIfNotExists') !== 'false';
    const changes = { ...parse(record, body), objectID: action };
    const { taskID } = engine.partialUpdateObjects(indexName, [changes], createIfNotExists);
    return ok({ taskID, updatedAt: new Date().toISOString(), objectID: action });
  }
  return notFound();
}

/** GET, PUT and DELETE of one record: `/1/indexes/{index}/{objectID}`. */
function objectRoute(
  engine: SearchEngine,
  method: string,
  indexName: string,
  objectID: string,
  body: unknown,
  query: URLSearchParams,
  request: AlgoliaRequest,
): AlgoliaResponse {
  if (method === 'GET') {
    const attributes = query.get('attributesToRetrieve');
    const attributesToRetrieve = attributes ? attributes.split(',') : undefined;
    return ok(engine.getObject(indexName, objectID, { baseFilter: request.baseFilter, attributesToRetrieve }));
  }
  if (method !== 'PUT' && method !== 'DELETE') return notFound();
  if (!request.admin) throw new SearchApiError(FORBIDDEN.status, FORBIDDEN.body.message);
  if (method === 'PUT') {
    const { taskID } = engine.batch(indexName, [{ action: 'updateObject', body: { ...parse(record, body), objectID } }]);
    return ok({ taskID, updatedAt: new Date().toISOString(), objectID });
  }
  if (!engine.hasIndex(indexName)) throw new SearchApiError(404, 'Index does not exist');
  const { taskID } = engine.deleteObjects(indexName, [objectID]);
  return ok({ taskID, deletedAt: new Date().toISOString() });
}

function deleteByQuery(engine: SearchEngine, indexName: string, body: unknown) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = engine.browse(indexName, cursor ? { cursor } : { ...parse(record, body), attributesToRetrieve: ['objectID'] });
    ids.push(...page.hits.map((hit) => hit.objectID));
    cursor = page.cursor;
  } while (cursor);
  const { taskID } = engine.deleteObjects(indexName, ids);
  return { taskID, updatedAt: new Date().toISOString() };
}
