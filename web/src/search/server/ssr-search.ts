import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { searchPort } from '@/search/search-service';
import { browserIndices, securedSearchKey } from '@/search/port/algolia-search';
import type { SearchRequest } from '@/search/port/search-port';
import { serverEnv } from '@/server/env';
import { SERVER_SEARCH, type BrowserSearchConfig, type ServerSearch } from '../search-client';
import { currentTenantFilter } from './current-tenant-filter';

/**
 * InstantSearchNext renders the first page of results on the server by calling the search client
 * of a client component. That component cannot import server code, so the page registers this
 * in-process search under a global symbol (one process serves both render layers) and the client
 * module picks it up when it runs on the server. The tenant's filter is applied here, as the
 * `/api/search` route applies it from the Host: the one the page registered, read from the clock
 * in a cached answer (a prerendered page may not read the clock while it renders, and this search
 * runs inside the render).
 */
const pageFilters = new Map<string, string>();

const serverSearch: ServerSearch = async (tenant, requests) => {
  const queries = (requests as Array<{ indexName: string; params?: Record<string, unknown> }>)
    .map(({ indexName, params }): SearchRequest => ({ indexName, params: params ?? {} }));
  try {
    const filter = pageFilters.get(tenant);
    if (filter === undefined) throw new Error(`No search filter registered for ${tenant}`);
    return { results: await searchPort().search(queries, filter) } as unknown as Awaited<ReturnType<ServerSearch>>;
  } catch (error) {
    // SPEC 8: a failed search shows no message. InstantSearchNext's server render waits for an
    // answer (an error would leave it waiting), so it gets an empty one.
    console.error('search failed', error);
    return { results: queries.map(emptyResult) } as unknown as Awaited<ReturnType<ServerSearch>>;
  }
};

const emptyResult = ({ indexName, params }: SearchRequest) => ({
  index: indexName,
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 20,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: typeof params.query === 'string' ? params.query : '',
  params: '',
});

/** Called by every page that renders a stock search, before it renders. */
export async function registerServerSearch(site: SiteConfig): Promise<void> {
  pageFilters.set(site.slug, await currentTenantFilter(site));
  (globalThis as { [SERVER_SEARCH]?: ServerSearch })[SERVER_SEARCH] = serverSearch;
}

/** The browser's search backend: this host's `/api/search`, or Algolia with the tenant's secured key. */
export async function browserSearchConfig(site: SiteConfig): Promise<BrowserSearchConfig> {
  if (searchPort().adapter !== 'algolia') return { kind: 'local' };
  const env = serverEnv();
  return {
    kind: 'algolia',
    appId: env.ALGOLIA_APP_ID!,
    apiKey: securedSearchKey({ appId: env.ALGOLIA_APP_ID!, searchApiKey: env.ALGOLIA_SEARCH_API_KEY ?? '' }, await currentTenantFilter(site), browserIndices(searchPort().indexName)),
  };
}
