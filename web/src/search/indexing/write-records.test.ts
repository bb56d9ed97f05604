import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { configureVehicleIndexes, createInProcessRequester, createSearchEngine } from '@/search/engine';
import { makeVehicleRecords } from '@/search/engine/testing/vehicle-records';
import { writeAllRecords, type IndexWriter } from './write-records';

function setup() {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: 'Car_production' });
  const requester = createInProcessRequester(engine, { admin: true });
  const client = algoliasearch('local', 'admin', { requester, hosts: [{ url: 'localhost', protocol: 'http', accept: 'readWrite' }] });
  return { engine, client: client as unknown as IndexWriter };
}

describe('indexer writes through the algoliasearch client', () => {
  it('rebuilds in batches and replaces what was there', async () => {
    const { engine, client } = setup();
    engine.saveObjects('Car_production', makeVehicleRecords(5, 99).map((r) => ({ ...r, objectID: `old-${r.objectID}` })));
    const records = makeVehicleRecords(2500, 3);
    expect(await writeAllRecords(client, 'Car_production', records)).toBe(3);
    expect(engine.search('Car_production', { hitsPerPage: 0 }).nbHits).toBe(2500);
    expect(engine.search('Car_production_price_asc', { hitsPerPage: 0 }).nbHits).toBe(2500);
  });
});
