import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { configureVehicleIndexes, createInProcessRequester, createSearchEngine } from '@/ports/search/engine';
import { makeVehicleRecords } from '@/ports/search/engine/testing/vehicle-records';
import { patchRecord, writeAllRecords, type IndexWriter } from './write-records';

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

  it('patches one record: a price change, then removal', async () => {
    const { engine, client } = setup();
    const records = makeVehicleRecords(10, 4);
    await writeAllRecords(client, 'Car_production', records);
    const target = records[0]!;
    await patchRecord(client, 'Car_production', { objectID: target.objectID, record: { ...target, price: 12_345 } });
    expect(engine.search('Car_production', { filters: `objectID:${target.objectID}`, hitsPerPage: 1 }).hits[0]).toMatchObject({ price: 12_345 });
    await patchRecord(client, 'Car_production', { objectID: target.objectID, record: null });
    expect(engine.search('Car_production', { hitsPerPage: 0 }).nbHits).toBe(9);
  });
});
