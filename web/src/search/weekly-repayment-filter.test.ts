import { describe, expect, it } from 'vitest';
import { weeklyRepayment } from '@/domain/weekly-repayment';
import { createSearchEngine } from './engine/engine';
import { makeVehicleRecords } from './engine/testing/vehicle-records';
import { configureVehicleIndexes } from './engine/vehicle-indexes';
import { searchRequest } from './search-request';
import { parseSearchParams } from './url-state';

const PRIMARY = 'Car_production';
const terms = { estimates: true, interest: 9.95 };
// Each record carries the repayment its page would state (the indexer's rule).
const records = makeVehicleRecords(400, 7).map((record) => ({
  ...record,
  weekly_repayment: weeklyRepayment({ year: record.year, price: record.price, status: record.status, finance_lenders: null }, terms, 2026),
}));

function search(query: string) {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: PRIMARY });
  engine.saveObjects(PRIMARY, records);
  const { indexName, params } = searchRequest(parseSearchParams(new URLSearchParams(query)), { indexName: PRIMARY, hitsPerPage: 1000 });
  return engine.search(indexName, params);
}

describe("weekly_price_range: cars whose page states a repayment in the range", () => {
  it('"under $150 a week" finds exactly the cars whose weekly repayment is $150 or less', () => {
    const expected = records.filter((r) => r.weekly_repayment !== null && r.weekly_repayment <= 150).map((r) => r.objectID).sort();
    const found = search('weekly_price_range=0:150');
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(records.length / 2);
    expect(found.hits.map((hit) => hit.objectID).sort()).toEqual(expected);
  });

  it('a band between two repayments, and never a car without one (sold, no price)', () => {
    const found = search('weekly_price_range=150:250');
    expect(found.nbHits).toBeGreaterThan(0);
    for (const hit of found.hits) {
      const weekly = (hit as unknown as { weekly_repayment: number | null }).weekly_repayment;
      expect(weekly).not.toBeNull();
      expect(weekly!).toBeGreaterThanOrEqual(150);
      expect(weekly!).toBeLessThanOrEqual(250);
    }
  });

  it('reports the range of repayments for a slider (facet stats)', () => {
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: PRIMARY });
    engine.saveObjects(PRIMARY, records);
    const stats = engine.search(PRIMARY, { facets: ['weekly_repayment'], hitsPerPage: 0 }).facets_stats?.weekly_repayment;
    const weeklies = records.flatMap((r) => (r.weekly_repayment === null ? [] : [r.weekly_repayment]));
    expect(stats).toMatchObject({ min: Math.min(...weeklies), max: Math.max(...weeklies) });
  });
});
