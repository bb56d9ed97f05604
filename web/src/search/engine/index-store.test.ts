import { describe, expect, it } from 'vitest';
import { facetValuesOf } from './columns';
import { createSearchEngine, type SearchEngine } from './engine';
import { IndexStore } from './index-store';
import { configureVehicleIndexes } from './vehicle-indexes';
import { makeVehicleRecords, pick, seededRandom } from './testing/vehicle-records';
import type { SearchRecord } from '../port/search-record';

type Row = Record<string, unknown>;
type Clause = { filter: string; test: (row: Row) => boolean };

const FACETS = ['make', 'model', 'car_type', 'status', 'filtered_features', 'categories', 'year', 'km', 'price', 'certified', 'colour', 'seats'];
const values = (row: Row, attribute: string) => new Set(facetValuesOf(row[attribute]));
const num = (row: Row, attribute: string) => (typeof row[attribute] === 'number' ? (row[attribute] as number) : null);

/** Random filter clauses, each paired with the brute-force predicate it must mean. */
function randomClause(random: () => number): Clause {
  const make = pick(random, ['Toyota', 'Mazda', 'Ford', 'Škoda', 'toyota']);
  const feature = pick(random, ['Bluetooth', 'Sunroof', 'Tow Bar']);
  const year = 2010 + Math.floor(random() * 12);
  const low = 5000 + Math.floor(random() * 20) * 2500;
  const clauses: Clause[] = [
    { filter: `make:"${make}"`, test: (row) => String(row.make).toLowerCase() === make.toLowerCase() },
    { filter: `NOT status:sold`, test: (row) => row.status !== 'sold' },
    { filter: `year >= ${year}`, test: (row) => (num(row, 'year') ?? -Infinity) >= year },
    { filter: `price:${low} TO ${low + 20000}`, test: (row) => { const p = num(row, 'price'); return p !== null && p >= low && p <= low + 20000; } },
    { filter: `filtered_features:"${feature}"`, test: (row) => values(row, 'filtered_features').has(feature) },
    { filter: `(car_type:new OR car_type:demo)`, test: (row) => row.car_type === 'new' || row.car_type === 'demo' },
    { filter: `certified:true`, test: (row) => row.certified === true },
    { filter: `km < 50000`, test: (row) => { const km = num(row, 'km'); return km !== null && km < 50000; } },
    { filter: `NOT km:0 TO 100000`, test: (row) => { const km = num(row, 'km'); return km !== null && (km < 0 || km > 100000); } },
    { filter: `(seats = 7 OR seats = 8)`, test: (row) => row.seats === 7 || row.seats === 8 },
  ];
  return pick(random, clauses);
}

function bruteForce(rows: Row[], clauses: Clause[]) {
  const matching = rows.filter((row) => clauses.every((clause) => clause.test(row)));
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, { min: number; max: number; sum: number }> = {};
  for (const attribute of FACETS) {
    const counts: Record<string, number> = {};
    for (const row of matching) for (const value of values(row, attribute)) counts[value] = (counts[value] ?? 0) + 1;
    facets[attribute] = counts;
    const numbers = matching.map((row) => num(row, attribute)).filter((value): value is number => value !== null);
    if (numbers.length > 0) {
      stats[attribute] = { min: Math.min(...numbers), max: Math.max(...numbers), sum: numbers.reduce((a, b) => a + b, 0) };
    }
  }
  return { nbHits: matching.length, facets, stats };
}

function compare(engine: SearchEngine, rows: Row[], random: () => number) {
  for (let round = 0; round < 40; round++) {
    const clauses = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomClause(random));
    const filters = clauses.map((clause) => clause.filter).join(' AND ');
    const result = engine.search('Car_production', { filters, facets: FACETS, maxValuesPerFacet: 1000, hitsPerPage: 0 });
    const expected = bruteForce(rows, clauses);
    expect(result.nbHits, filters).toBe(expected.nbHits);
    for (const attribute of FACETS) {
      const actual = result.facets?.[attribute] ?? {};
      const wanted = expected.facets[attribute]!;
      if (Object.keys(wanted).length <= 1000) {
        expect(actual, `${attribute} for ${filters}`).toEqual(wanted);
        continue;
      }
      // More values than maxValuesPerFacet: the 1000 most frequent are returned, with exact counts.
      expect(Object.keys(actual)).toHaveLength(1000);
      for (const [value, count] of Object.entries(actual)) expect(count).toBe(wanted[value]);
      const smallestShown = Math.min(...Object.values(actual));
      const largestHidden = Math.max(...Object.entries(wanted).filter(([value]) => !(value in actual)).map(([, count]) => count));
      expect(largestHidden).toBeLessThanOrEqual(smallestShown);
    }
    for (const [attribute, stat] of Object.entries(expected.stats)) {
      if (attribute === 'certified') continue;
      const actual = result.facets_stats?.[attribute];
      expect(actual, `${attribute} stats for ${filters}`).toBeDefined();
      expect(actual!.min).toBe(stat.min);
      expect(actual!.max).toBe(stat.max);
      expect(actual!.sum).toBeCloseTo(stat.sum, 6);
    }
  }
}

describe('facet counts and filters against a brute-force count', () => {
  it('agree on generated vehicles, before and after writes', () => {
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: 'Car_production' });
    const records: Row[] = makeVehicleRecords(3000, 7);
    engine.saveObjects('Car_production', records);
    const random = seededRandom(99);
    compare(engine, records, random);

    // Replace, partially update (with operations), delete and add, then compare again.
    const byId = new Map(records.map((row) => [row.objectID as string, row]));
    const replaced = makeVehicleRecords(200, 1234).map((row, i) => ({ ...row, objectID: String(1 + i * 7), id: 1 + i * 7 }));
    engine.saveObjects('Car_production', replaced);
    for (const row of replaced) byId.set(row.objectID, row);
    const updates = Array.from({ length: 300 }, (_, i) => ({ objectID: String(2 + i * 9), make: 'Ford', filtered_features: { _operation: 'Add', value: 'Tow Bar' } }));
    engine.partialUpdateObjects('Car_production', updates);
    for (const update of updates) {
      const row = byId.get(update.objectID)!;
      byId.set(update.objectID, { ...row, make: 'Ford', filtered_features: [...(row.filtered_features as string[]), 'Tow Bar'] });
    }
    const deleted = Array.from({ length: 400 }, (_, i) => String(3 + i * 5));
    engine.deleteObjects('Car_production', deleted);
    for (const id of deleted) byId.delete(id);
    const added = makeVehicleRecords(100, 555).map((row, i) => ({ ...row, objectID: `new-${i}` }));
    engine.saveObjects('Car_production', added);
    for (const row of added) byId.set(row.objectID, row);
    compare(engine, [...byId.values()], random);
  });
});

describe('IndexStore', () => {
  const record = (objectID: string, extra: Row = {}) => ({ objectID, ...extra });

  it('keeps a replaced record in its slot and frees deleted ones', () => {
    const store = new IndexStore();
    store.save(record('a', { make: 'Toyota' }));
    store.save(record('b', { make: 'Mazda' }));
    const column = store.facetColumn('make');
    store.save(record('a', { make: 'Ford' }));
    expect(store.slotFor('a')).toBe(0);
    expect(column.values[column.single[0]!]).toBe('Ford');
    expect(store.delete('b')).toBe(true);
    expect(store.delete('b')).toBe(false);
    expect(store.count).toBe(1);
    expect([...store.liveRecords()].map((row) => row.objectID)).toEqual(['a']);
  });

  it('bumps its version and drops derived caches on every write', () => {
    const store = new IndexStore();
    let builds = 0;
    const derive = () => store.derived('x', () => ++builds);
    derive();
    derive();
    expect(builds).toBe(1);
    store.save(record('a'));
    derive();
    expect(builds).toBe(2);
  });

  it('keeps request-keyed values in a bounded LRU cache', () => {
    const store = new IndexStore();
    let builds = 0;
    const get = (key: string) => store.recent(key, () => ++builds, 2);
    get('a');
    get('b');
    get('a');
    get('c'); // evicts b, the least recently used
    expect(builds).toBe(3);
    get('a');
    expect(builds).toBe(3);
    get('b');
    expect(builds).toBe(4);
  });

  it('compacts when most slots are deleted', () => {
    const store = new IndexStore();
    for (let i = 0; i < 3000; i++) store.save(record(String(i), { n: i }));
    for (let i = 0; i < 2900; i++) store.delete(String(i));
    expect(store.count).toBe(100);
    expect(store.slotCount).toBeLessThan(3000);
    expect(store.get('2999')?.n).toBe(2999);
    expect(store.numericColumn('n').values[store.slotFor('2999')!]).toBe(2999);
  });

  it('types records as SearchRecord-compatible rows', () => {
    const rows: SearchRecord[] = makeVehicleRecords(3);
    expect(rows[0]!.objectID).toBe('1');
  });
});
