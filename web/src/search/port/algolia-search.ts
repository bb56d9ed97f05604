import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { staleObjectIDs, type SearchPort, type SearchResult } from './search-port';
import type { SearchRecord } from './search-record';
import { vehicleIndexNames } from '../engine/vehicle-indexes';

// The Node build of algoliasearch has generateSecuredApiKey; the package's default types are the
// browser build's, which lacks it (and must: it needs the parent key, a server secret).
type SecuredKeys = { generateSecuredApiKey(options: { parentApiKey: string; restrictions: { filters: string; restrictIndices: string[] } }): string };

/** Where the client sends requests; only tests set it (a local HTTP fake speaking Algolia's protocol). */
export type AlgoliaHost = { url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https' };
export type AlgoliaConfig = {
  appId: string;
  searchApiKey: string;
  adminApiKey: string;
  indexName: string;
  /** Every index the server searches for a tenant (the vehicle indices and any content indices). */
  readableIndices?: readonly string[];
  hosts?: AlgoliaHost[];
};

/**
 * A search-only key that can only ever see `tenantFilter`'s records in `indices` (also handed to
 * the browser, with the vehicle indices only). Algolia enforces both: no request parameter can
 * widen or drop the filter, or read another index.
 */
export function securedSearchKey(config: Pick<AlgoliaConfig, 'appId' | 'searchApiKey'>, tenantFilter: string, indices: readonly string[]): string {
  return (algoliasearch(config.appId, config.searchApiKey) as unknown as SecuredKeys)
    .generateSecuredApiKey({ parentApiKey: config.searchApiKey, restrictions: { filters: tenantFilter, restrictIndices: [...indices] } });
}

/** The indices a tenant's browser may read: the vehicle index and its sort replicas. */
export function browserIndices(primary: string): string[] {
  return Object.values(vehicleIndexNames(primary));
}



/**
 * Hosted search adapter: Algolia through its official v5 client. Tenant isolation uses a secured
 * API key per tenant filter, so the filter is enforced by Algolia and no request filter (however
 * its parentheses are arranged) can widen it.
 */
export function createAlgoliaSearch(config: AlgoliaConfig): SearchPort {
  const options = config.hosts ? { hosts: config.hosts } : undefined;
  const admin = algoliasearch(config.appId, config.adminApiKey, options);
  const tenantClients = new Map<string, Algoliasearch>();

  function clientFor(tenantFilter: string): Algoliasearch {
    let client = tenantClients.get(tenantFilter);
    if (!client) {
      client = algoliasearch(config.appId, securedSearchKey(config, tenantFilter, config.readableIndices ?? browserIndices(config.indexName)), options);
      // Filters change hourly (the sold window), so keep only recent clients.
      if (tenantClients.size > 50) tenantClients.clear();
      tenantClients.set(tenantFilter, client);
    }
    return client;
  }

  const port: SearchPort = {
    adapter: 'algolia',
    indexName: config.indexName,
    async search(requests, tenantFilter) {
      const { results } = await clientFor(tenantFilter).search<SearchRecord>({
        requests: requests.map(({ indexName, params }) => ({ indexName, ...params })),
      });
      return results as unknown as SearchResult[];
    },
    async replaceAll(records) {
      await admin.replaceAllObjects({ indexName: config.indexName, objects: records });
    },
    async replaceIndex(indexName, settings, records) {
      await admin.setSettings({ indexName, indexSettings: settings as never });
      await admin.replaceAllObjects({ indexName, objects: [...records] });
    },
    async patch(objectID, record) {
      const { taskID } = record
        ? await admin.saveObject({ indexName: config.indexName, body: record })
        : await admin.deleteObject({ indexName: config.indexName, objectID });
      // The site's models directory and offers are rebuilt from the index right after (SPEC 7):
      // they must read the stock with this change applied, not as Algolia held it a moment ago.
      await admin.waitForTask({ indexName: config.indexName, taskID });
    },
    hasIndex: (indexName) => admin.indexExists({ indexName }),
    async browse(indexName, filters, attributes) {
      const records: Record<string, unknown>[] = [];
      await admin.browseObjects<Record<string, unknown>>({
        indexName,
        browseParams: { filters, attributesToRetrieve: [...attributes], hitsPerPage: 1000 },
        aggregator: (page) => void records.push(...page.hits),
      });
      return records;
    },
    async replaceMatching(indexName, filters, records) {
      const gone = staleObjectIDs(await port.browse(indexName, filters, ['objectID']), records);
      // Waits for Algolia to apply the writes: the caller expires the cached listing pages next,
      // and a page rendered before the index caught up would be cached stale.
      if (gone.length > 0) await admin.deleteObjects({ indexName, objectIDs: gone, waitForTasks: true });
      if (records.length > 0) await admin.saveObjects({ indexName, objects: [...records], waitForTasks: true });
    },
    async count() {
      const result = await admin.searchSingleIndex({ indexName: config.indexName, searchParams: { hitsPerPage: 0 } });
      return result.nbHits ?? 0;
    },
  };
  return port;
}
