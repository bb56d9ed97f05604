import { createSearchEngine, type SearchEngine } from '../engine/engine';
import { configureVehicleIndexes } from '../engine/vehicle-indexes';
import type { SearchPort, SearchResult } from './search-port';

export type LocalSearchPort = SearchPort & { readonly engine: SearchEngine; ready(): Promise<void> };

/**
 * Embedded search adapter: the project's own engine, in this process. `initialLoad` fills it on
 * first use (the indexer, from the database), so SSR and the `/api/search` route answer from the
 * same in-memory index.
 */
export function localSearch(indexName: string, initialLoad: (port: SearchPort) => Promise<unknown>): LocalSearchPort {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: indexName });
  let ready: Promise<void> | undefined;

  const port: LocalSearchPort = {
    adapter: 'local-engine',
    indexName,
    engine,
    ready() {
      ready ??= initialLoad(port).then(() => undefined);
      ready.catch(() => (ready = undefined));
      return ready;
    },
    async search(requests, tenantFilter) {
      await port.ready();
      const { results } = engine.multipleQueries(requests, { baseFilter: tenantFilter });
      return results as unknown as SearchResult[];
    },
    async replaceAll(records) {
      engine.clearObjects(indexName);
      engine.saveObjects(indexName, records);
    },
    async replaceIndex(name, settings, records) {
      engine.setSettings(name, settings);
      engine.clearObjects(name);
      engine.saveObjects(name, records);
    },
    async patch(objectID, record) {
      await port.ready();
      if (record) engine.saveObjects(indexName, [record]);
      else engine.deleteObjects(indexName, [objectID]);
    },
    async count() {
      await port.ready();
      return engine.search(indexName, { hitsPerPage: 0 }).nbHits;
    },
  };
  return port;
}
