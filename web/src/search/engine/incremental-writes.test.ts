import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { makeVehicleRecords, pick, seededRandom } from './testing/vehicle-records';
import { configureVehicleIndexes } from './vehicle-indexes';

/**
 * A vehicle change replaces, adds or deletes one record, and the engine carries its sort orders,
 * text index, facet counts and tenant filters over that write instead of rebuilding them (SPEC 7:
 * one change applied in milliseconds at platform scale). Every answer must equal a fresh engine's.
 */
const FACETS = ['make', 'model', 'car_type', 'status', 'price', 'year', 'filtered_features'];
const tenant = { baseFilter: '(is_available = 1 OR sold_date_timestamp >= 1730500000) AND site_slug:"riverside-toyota"' };
const queries: [string, Record<string, unknown>][] = [
  ['Car_production', { facets: FACETS, hitsPerPage: 1000 }],
  ['Car_production_price_asc', { hitsPerPage: 1000, attributesToRetrieve: ['objectID'] }],
  ['Car_production_km_asc', { hitsPerPage: 1000, attributesToRetrieve: ['objectID'] }],
  ['Car_production_year_desc', { hitsPerPage: 1000, attributesToRetrieve: ['objectID'] }],
  ['Car_production_price_asc', { facets: FACETS, hitsPerPage: 40, page: 2 }],
  ['Car_production_price_desc', { hitsPerPage: 40, filters: 'make:Toyota' }],
  ['Car_production_km_asc', { hitsPerPage: 30, query: 'toyota' }],
  ['Car_production', { query: 'cor', facets: FACETS, hitsPerPage: 30 }],
  ['Car_production', { query: 'mazda cx', hitsPerPage: 30, filters: 'price:10000 TO 40000' }],
];

function engineWith(records: Record<string, unknown>[]) {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: 'Car_production' });
  engine.saveObjects('Car_production', records as never);
  return engine;
}

const answers = (engine: ReturnType<typeof engineWith>) => queries.map(([index, params]) => {
  const result = engine.search(index, params, tenant);
  return { ids: result.hits.map((hit) => hit.objectID), nbHits: result.nbHits, facets: result.facets };
});

describe('one record written at a time', () => {
  it('answers as a freshly built engine after price, status, make and feature changes, deletes and new cars', () => {
    const records = makeVehicleRecords(2000, 21);
    const engine = engineWith(records);
    answers(engine); // Builds every order, text index, count and tenant filter.
    const random = seededRandom(5);
    const current = new Map(records.map((record) => [record.objectID, record]));
    // New cars the tenant's text queries match, so a missed posting shows.
    const added = makeVehicleRecords(40, 77).map((record, index) => ({
      ...record, objectID: `new-${index}`, id: 100_000 + index, site_slug: 'riverside-toyota', status: 'in_stock' as const, is_available: 1 as const,
      make: 'Toyota', model: 'Corolla', make_model: 'Toyota Corolla',
    }));
    for (let round = 0; round < 50; round++) {
      const change = round % 7;
      if (change === 5) {
        // A car leaves the website (sold long ago, hidden): its record is deleted.
        const gone = pick(random, [...current.keys()]);
        current.delete(gone);
        engine.deleteObjects('Car_production', [gone]);
      } else if (change === 6) {
        // A new car arrives from the feed.
        const arrival = added.pop()!;
        current.set(arrival.objectID, arrival);
        engine.saveObjects('Car_production', [arrival]);
      } else {
        const record = { ...pick(random, [...current.values()]) };
        if (change === 0) record.price = 5000 + Math.floor(random() * 60) * 1000;
        if (change === 1) Object.assign(record, { status: 'sold', is_available: 0, sold_date_timestamp: 1_731_000_000 });
        if (change === 2) Object.assign(record, { make: 'Mazda', model: 'CX-5', make_model: 'Mazda CX-5' });
        if (change === 3) record.filtered_features = [...record.filtered_features, 'Sunroof'];
        if (change === 4) Object.assign(record, { km: Math.floor(random() * 100_000), price: record.price + 500 });
        current.set(record.objectID, record);
        engine.saveObjects('Car_production', [record]);
      }
      // After every write: a later write of another kind may rebuild what this one patched.
      expect(answers(engine)).toEqual(answers(engineWith([...current.values()])));
    }
    // Builds a fresh engine after every write: about 10 s alone, over 30 s on a busy machine.
  }, 120_000);
});
