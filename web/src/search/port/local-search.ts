import { createSearchEngine, type SearchEngine } from '../engine/engine';
import { configureVehicleIndexes } from '../engine/vehicle-indexes';
import { staleObjectIDs, type SearchPort, type SearchResult } from './search-port';

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
    async hasIndex(name) {
      return engine.hasIndex(name);
    },
    async browse(name, filters, attributes) {
      const records: Record<string, unknown>[] = [];
      let cursor: string | undefined;
      do {
        const params = cursor ? { cursor } : { hitsPerPage: 1000, attributesToRetrieve: [...attributes], attributesToHighlight: [] };
        const page = engine.browse(name, params, { baseFilter: filters });
        records.push(...page.hits);
        cursor = page.cursor;
      } while (cursor);
      return records;
    },
    async replaceMatching(name, filters, records) {
      const gone = staleObjectIDs(await port.browse(name, filters, ['objectID']), records);
      if (gone.length > 0) engine.deleteObjects(name, gone);
      if (records.length > 0) engine.saveObjects(name, records);
    },
    async count() {
      await port.ready();
      return engine.search(indexName, { hitsPerPage: 0 }).nbHits;
    },
  };
  return port;
}
