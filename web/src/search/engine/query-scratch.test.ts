import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { scratchBytes, beginQuery } from './query-scratch';
import { makeVehicleRecords } from './testing/vehicle-records';
import { configureVehicleIndexes } from './vehicle-indexes';

const PRIMARY = 'Car_production';
const TENANT = { baseFilter: 'site_slug:"metro-motor-group"' };

function setup() {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: PRIMARY });
  engine.saveObjects(PRIMARY, makeVehicleRecords(2_000, 7, { sites: 4 }));
  return engine;
}

describe('per-query scratch memory', () => {
  it('hands out zeroed arrays and reuses them once the next query starts', () => {
    beginQuery();
    const first = scratchBytes(1_000).fill(9);
    const second = scratchBytes(1_000);
    expect(second.every((byte) => byte === 0)).toBe(true);
    expect(first.every((byte) => byte === 9)).toBe(true);
    beginQuery();
    expect(scratchBytes(1_000).every((byte) => byte === 0)).toBe(true);
    expect(first.every((byte) => byte === 0)).toBe(true);
  });

  it('grows past its first size without disturbing arrays already taken', () => {
    beginQuery();
    const small = scratchBytes(16).fill(7);
    const large = scratchBytes(4 << 20);
    expect(large.length).toBe(4 << 20);
    expect(small.every((byte) => byte === 7)).toBe(true);
  });

  it('a response stays the same after later queries reuse the memory its query used', () => {
    const engine = setup();
    const facets = ['make', 'model', 'price', 'year'];
    const text = engine.search(PRIMARY, { query: 'toyota', facets, filters: 'year >= 2018' }, TENANT);
    const snapshot = structuredClone(text);
    engine.search(PRIMARY, { query: 'mazda', facets, hitsPerPage: 50 }, TENANT);
    engine.multipleQueries([{ indexName: PRIMARY, params: { facets, query: 'ford' } }], TENANT);
    expect(text).toEqual(snapshot);
    expect(text.nbHits).toBeGreaterThan(0);
  });

  it('a query narrowing the tenant leaves the tenant unchanged for the next query', () => {
    const engine = setup();
    const everything = engine.search(PRIMARY, { hitsPerPage: 0 }, TENANT).nbHits;
    expect(engine.search(PRIMARY, { query: 'toyota', hitsPerPage: 0, filters: 'year >= 2020' }, TENANT).nbHits).toBeLessThan(everything);
    expect(engine.search(PRIMARY, { hitsPerPage: 0 }, TENANT).nbHits).toBe(everything);
    // Facet counts come from the same memory: counting twice gives the same answer.
    const once = engine.search(PRIMARY, { facets: ['make'], hitsPerPage: 0 }, TENANT).facets;
    expect(engine.search(PRIMARY, { facets: ['make'], hitsPerPage: 0 }, TENANT).facets).toEqual(once);
  });
});
