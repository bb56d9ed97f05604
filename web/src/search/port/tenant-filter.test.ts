import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine/engine';
import { makeVehicleRecords } from '../engine/testing/vehicle-records';
import { configureVehicleIndexes } from '../engine/vehicle-indexes';
import { tenantFilter } from './tenant-filter';

const site = (baseFilter: string, includeSoldCarsDays: number, dealerships: Parameters<typeof tenantFilter>[0]['dealerships'] = []) =>
  ({ search: { baseFilter, includeSoldCarsDays } as never, dealerships });
const dealership = (dealershipSlug: string, hidden: boolean) =>
  ({ dealershipSlug, hidden, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] });

describe('tenantFilter', () => {
  it('ANDs the base filter with available-or-recently-sold stock', () => {
    const now = Date.parse('2026-11-21T10:30:00Z');
    expect(tenantFilter(site('site_slug:"valley-used-cars" AND car_type:used', 3), now)).toBe(
      `(is_available = 1 OR sold_date_timestamp >= ${Date.parse('2026-11-18T10:00:00Z') / 1000}) AND (site_slug:"valley-used-cars" AND car_type:used)`,
    );
  });

  it('is stable within an hour so cached responses are reused', () => {
    const a = tenantFilter(site('x:y', 3), Date.parse('2026-11-21T10:01:00Z'));
    const b = tenantFilter(site('x:y', 3), Date.parse('2026-11-21T10:59:00Z'));
    expect(a).toBe(b);
  });

  it('shows no sold cars with a zero-day window', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(tenantFilter(site('x:y', 0), now)).toContain(`sold_date_timestamp >= ${now / 1000}`);
  });

  it("lists no car of a dealership the site hides, and every other dealership's (SPEC 6)", () => {
    const records = makeVehicleRecords(300, 5);
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: 'Car_production' });
    engine.saveObjects('Car_production', records);
    const filter = tenantFilter(site('is_available = 1', 3, [dealership('dealer-2', true), dealership('dealer-3', false)]));
    const found = engine.search('Car_production', { hitsPerPage: 1000 }, { baseFilter: filter }).hits.map((hit) => hit.objectID).sort();
    const expected = records.filter((r) => r.is_available === 1 && r.dealership_slug !== 'dealer-2').map((r) => r.objectID).sort();
    expect(records.some((r) => r.is_available === 1 && r.dealership_slug === 'dealer-2')).toBe(true);
    expect(found).toEqual(expected);
  });
});
