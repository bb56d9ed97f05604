import type { SiteConfig } from '@dealer/schemas/content/site';
import { serverEnv } from '@/server/env';
import { directoryIndexName } from '@/directory/records/directory-index';
import { offersIndexName } from '@/offers/records/offers-index';
import { browserIndices, createAlgoliaSearch } from './port/algolia-search';
import { rebuildSearchIndex } from './indexing/indexer';
import { localSearch } from './port/local-search';
import type { SearchPort, SearchResult } from './port/search-port';
import type { SearchRecord } from './port/search-record';
import { tenantFilter } from './port/tenant-filter';

export type { SearchRecord, SearchResult };

const globalKey = Symbol.for('dealer.searchPort');
type Holder = { [globalKey]?: SearchPort };

/** The search adapter of this process: Algolia when ALGOLIA_APP_ID is set, else the local engine. */
export function searchPort(): SearchPort {
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    const env = serverEnv();
    holder[globalKey] = env.ALGOLIA_APP_ID && env.ALGOLIA_ADMIN_API_KEY
      ? createAlgoliaSearch({
        appId: env.ALGOLIA_APP_ID, searchApiKey: env.ALGOLIA_SEARCH_API_KEY ?? '', adminApiKey: env.ALGOLIA_ADMIN_API_KEY, indexName: env.ALGOLIA_INDEX,
        // The server's tenant keys read the models directory and offers too; the browser's only the vehicles.
        readableIndices: [...browserIndices(env.ALGOLIA_INDEX), directoryIndexName(env.ALGOLIA_INDEX), offersIndexName(env.ALGOLIA_INDEX)],
      })
      : localSearch(env.ALGOLIA_INDEX, rebuildSearchIndex);
  }
  return holder[globalKey];
}

export type VehicleSearchParams = { filters?: string | null; query?: string; hitsPerPage?: number; page?: number; indexName?: string };

/** One search of a tenant's stock from the server (SSR): the tenant's filter is always applied. */
export async function searchVehicles(site: SiteConfig, params: VehicleSearchParams): Promise<{ hits: SearchRecord[]; nbHits: number }> {
  const port = searchPort();
  const [result] = await port.search([{
    indexName: params.indexName ?? port.indexName,
    params: {
      query: params.query ?? '',
      hitsPerPage: params.hitsPerPage ?? site.search.pageSize,
      page: params.page ?? 0,
      ...(params.filters ? { filters: params.filters } : {}),
    },
  }], tenantFilter(site));
  return { hits: result?.hits ?? [], nbHits: result?.nbHits ?? 0 };
}
