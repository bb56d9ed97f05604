import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { localSearch } from '@/search/port/local-search';
import { tenantFilter } from '@/search/port/tenant-filter';
import { toSearchRecord, type LocationNames } from '@/search/indexing/to-search-record';
import { applyLoggedChanges } from '@/vehicles/changes/apply-logged-changes';
import { readChanges } from '@/vehicles/changes/change-log';
import { cachedVehicle } from '@/vehicles/vehicle-cache';
import { findVehicleBySlug } from '@/vehicles/vehicle-repository';
import { toVehicle } from '@/vehicles/vehicle';
import { openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

/**
 * What an instance does with changes another instance wrote (SPEC 7): the change log names the
 * vehicles, and each one's search record and cached page data are brought up to date from the
 * database as it is now (a hidden or deleted car leaves search).
 */
const NOW = new Date('2026-11-21T10:00:00Z');
const locations: LocationNames = new Map([['gamma-main', { name: 'Gamma Main', city: 'Cairns', state: 'QLD', dealershipName: 'Gamma Cars' }]]);
const search = localSearch('Car_logged_changes', async () => undefined);
const filter = tenantFilter({ search: { baseFilter: 'site_slug:"gamma"', includeSoldCarsDays: 3 }, dealerships: [] } as never, NOW.getTime());
let handle: OpenDatabase;

const searchPrice = async (id: number) => {
  const [result] = await search.search([{ indexName: search.indexName, params: { hitsPerPage: 100 } }], filter);
  return result?.hits.find((hit) => hit.id === id)?.price ?? null;
};
const pagePrice = async (slug: string) => (await cachedVehicle('gamma', slug, () => findVehicleBySlug(handle.db, 'gamma', slug)))?.price ?? null;

beforeAll(async () => {
  handle = await openMigratedPglite();
  await handle.db.insertInto('vehicles').values([31, 32, 33].map((id) => vehicleRow({ id, site_slug: 'gamma', price: 30000 + id }))).execute();
  const rows = await handle.db.selectFrom('vehicles').selectAll().execute();
  await search.replaceAll(rows.map((row) => toSearchRecord(toVehicle(row), locations)));
});
afterAll(async () => handle?.close());

describe('applying logged vehicle changes', () => {
  it('updates search and the cached page data of every vehicle the log names, and removes hidden and deleted cars', async () => {
    expect(await pagePrice('car-31')).toBe(30031);
    // Written by "another instance": straight to the database, so only the log tells this one.
    await handle.db.updateTable('vehicles').set({ price: 19990 }).where('id', '=', 31).execute();
    await handle.db.updateTable('vehicles').set({ show_on_dealer_website: false }).where('id', '=', 32).execute();
    await handle.db.deleteFrom('vehicles').where('id', '=', 33).execute();
    expect(await pagePrice('car-31')).toBe(30031);

    const changes = await readChanges(handle.db, 3, [], 100);
    expect(changes.map((change) => change.vehicleId)).toEqual([31, 32, 33]);
    await applyLoggedChanges(changes, { db: handle.db, search, locations });

    expect(await pagePrice('car-31')).toBe(19990);
    expect(await searchPrice(31)).toBe(19990);
    expect(await searchPrice(32)).toBeNull();
    expect(await searchPrice(33)).toBeNull();
  });

  it('forgets the cached page data even when the search patch fails, and reports the failure for a retry', async () => {
    expect(await pagePrice('car-31')).toBe(19990);
    await handle.db.updateTable('vehicles').set({ price: 18990 }).where('id', '=', 31).execute();
    const changes = (await readChanges(handle.db, 0, [], 100)).filter((change) => change.vehicleId === 31).slice(-1);
    const failingSearch = { ...search, adapter: search.adapter, patch: () => Promise.reject(new Error('index unavailable')) };
    await expect(applyLoggedChanges(changes, { db: handle.db, search: failingSearch, locations })).rejects.toThrow('index unavailable');
    // The page shows what the database holds; search keeps the old record until the feed retries.
    expect(await pagePrice('car-31')).toBe(18990);
    expect(await searchPrice(31)).toBe(19990);
  });
});
