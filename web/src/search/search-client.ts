import type { SearchClient } from 'instantsearch.js';
import { liteClient } from 'algoliasearch/lite';
import { createResponseCache, type ResponseCache } from './response-cache';

/**
 * Where the browser searches: the local engine behind this host's `/api/search` (the route applies
 * the tenant's filter from the Host), or Algolia itself with the tenant's secured API key.
 */
export type BrowserSearchConfig = { kind: 'local' } | { kind: 'algolia'; appId: string; apiKey: string };

type Requests = Parameters<SearchClient['search']>[0];
type Responses = Awaited<ReturnType<SearchClient['search']>>;

/**
 * During the server render the search runs in this process (see server/ssr-search.ts): a request
 * to our own host from inside the render would wait on the very server that is rendering.
 */
export type ServerSearch = (tenant: string, requests: Requests) => Promise<Responses>;
export const SERVER_SEARCH = Symbol.for('dealer.serverSearch');

/** Milliseconds for the local engine: to the response head, to its body, to send the request. */
const LOCAL_SEARCH_TIMEOUTS = { connect: 15_000, read: 15_000, write: 30_000 };

export function createSearchClient(config: BrowserSearchConfig, tenant: string): SearchClient {
  if (typeof window === 'undefined') {
    const server = (globalThis as { [SERVER_SEARCH]?: ServerSearch })[SERVER_SEARCH];
    if (!server) throw new Error('No server search registered: the page must call registerServerSearch().');
    return { search: (requests: Requests) => server(tenant, requests) } as unknown as SearchClient;
  }
  const client = config.kind === 'algolia'
    ? liteClient(config.appId, config.apiKey)
    : liteClient('local', 'browser', {
      // The port belongs in `url`: the client builds `${protocol}://${url}/1/indexes/...`.
      hosts: [{ url: `${window.location.host}/api/search`, protocol: window.location.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
      // The browser client's defaults (1 s to the response head, 2 s to the body) suit Algolia's
      // several fast hosts; here there is one host, our own server, and a search that misses them
      // is aborted and not retried, leaving the shopper's page on the old results. A busy server
      // answers late instead.
      timeouts: LOCAL_SEARCH_TIMEOUTS,
    });
  return withResponseCache(client as unknown as SearchClient);
}

/**
 * SPEC 7, 9: answers are kept in memory, 10 at most, oldest evicted first, so going back to a
 * previous search (or a page already seen) shows at once. The key is the whole multi-query, which
 * carries offset, query, sort and refinements; the tenant is fixed per page (its host). A search
 * still under way is shared too: the URL round trip after a refinement asks the same again.
 */
export function withResponseCache(client: SearchClient, cache: ResponseCache<Promise<Responses>> = createResponseCache<Promise<Responses>>()): SearchClient {
  const search = client.search.bind(client);
  return {
    ...client,
    search: ((requests: Requests) => {
      const key = cacheKey(requests);
      const cached = cache.get(key);
      if (cached) return cached;
      const answer = (search(requests) as Promise<Responses>).catch((error: unknown) => {
        // A failure is not an answer: the next identical search tries again.
        cache.delete(key);
        throw error;
      });
      cache.set(key, answer);
      return answer;
    }) as SearchClient['search'],
  };
}

/** Page 0 is the default: a query with it and one without are the same query. */
function cacheKey(requests: Requests): string {
  return JSON.stringify((requests as Array<{ indexName: string; params?: Record<string, unknown> }>).map(({ indexName, params = {} }) => {
    const { page, ...rest } = params;
    return [indexName, page === 0 || page === undefined ? rest : { ...rest, page }];
  }));
}
