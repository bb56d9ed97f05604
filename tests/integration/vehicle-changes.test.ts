import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { localSearch } from '@/search/port/local-search';
import { tenantFilter } from '@/search/port/tenant-filter';
import { toSearchRecord, type LocationNames } from '@/search/indexing/to-search-record';
import { cachedVehicle } from '@/vehicles/vehicle-cache';
import { handleVehicleChangePost } from '@/vehicles/changes/vehicle-change-route';
import { findVehicleById, findVehicleBySlug } from '@/vehicles/vehicle-repository';
import { toVehicle } from '@/vehicles/vehicle';
import { jsonRequest, openMigratedPglite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const KEY = 'feed-key-for-tests';
const NOW = new Date('2026-11-21T10:00:00Z');
const locations: LocationNames = new Map([['alpha-main', { name: 'Alpha Main', city: 'Brisbane', state: 'QLD', dealershipName: 'Alpha Cars' }]]);
const search = localSearch('Car_vehicle_changes', async () => undefined);
const siteFilter = (slug: string) => tenantFilter({ search: { baseFilter: `site_slug:"${slug}"`, includeSoldCarsDays: 3 }, dealerships: [] } as never, NOW.getTime());

let handle: OpenDatabase;

beforeAll(async () => {
  handle = await openMigratedPglite();
  await handle.db.insertInto('vehicles').values([
    vehicleRow({ id: 21, site_slug: 'alpha', price: 45990 }),
    vehicleRow({ id: 22, site_slug: 'alpha', price: 23990 }),
    vehicleRow({ id: 23, site_slug: 'beta', price: 31990 }),
  ]).execute();
  const rows = await handle.db.selectFrom('vehicles').selectAll().execute();
  await search.replaceAll(rows.map((row) => toSearchRecord(toVehicle(row), locations)));
});
afterAll(async () => handle?.close());

/** What the vehicle page reads: the cached vehicle, loaded from the database on a miss. */
const pageVehicle = (site: string, slug: string) => cachedVehicle(site, slug, () => findVehicleBySlug(handle.db, site, slug));

const searchHit = async (site: string, id: number) => {
  const [result] = await search.search([{ indexName: search.indexName, params: { hitsPerPage: 100 } }], siteFilter(site));
  return result?.hits.find((hit) => hit.id === id) ?? null;
};

const post = async (id: string, body: unknown, { key = KEY as string | null, host = 'alpha.localhost', siteSlug = 'alpha' as string | null | undefined, auth = `Bearer ${KEY}` } = {}) => {
  const request = jsonRequest(host, `/api/admin/vehicles/${id}`, body, auth ? { authorization: auth } : {});
  const response = await handleVehicleChangePost(request, id, { adminKey: key ?? undefined, siteSlug, change: { db: handle.db, search, locations, now: NOW } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('vehicle changes through the dealer feed route', () => {
  it('shows a price change on the next page render and in search', async () => {
    expect((await pageVehicle('alpha', 'car-21'))?.price).toBe(45990);
    expect((await searchHit('alpha', 21))?.price).toBe(45990);

    const res = await post('21', { price: 41990, before_price: 45990 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: 21, slug: 'car-21', price: 41990, before_price: 45990, search: 'saved' });

    expect((await pageVehicle('alpha', 'car-21'))?.price).toBe(41990);
    expect(await searchHit('alpha', 21)).toMatchObject({ price: 41990, before_price: 45990 });
    expect((await pageVehicle('alpha', 'car-22'))?.price).toBe(23990);
  });

  it('marks a car sold now when no sold date is sent, and reserved', async () => {
    expect((await post('22', { status: 'sold' })).status).toBe(200);
    const sold = await findVehicleById(handle.db, 'alpha', 22);
    expect(sold?.sold_date?.toISOString()).toBe(NOW.toISOString());
    expect(await searchHit('alpha', 22)).toMatchObject({ status: 'sold', sold: true, is_available: 0 });
    expect((await pageVehicle('alpha', 'car-22'))?.status).toBe('sold');

    expect((await post('22', { status: 'in_stock', sold_date: null, reserved: true })).status).toBe(200);
    expect(await searchHit('alpha', 22)).toMatchObject({ status: 'in_stock', sold: false, reserved: true });
  });

  it('removes the search record of a car taken off the website', async () => {
    const res = await post('22', { show_on_dealer_website: false });
    expect(res.json).toMatchObject({ search: 'deleted' });
    expect(await searchHit('alpha', 22)).toBeNull();
    expect((await post('22', { show_on_dealer_website: true })).json).toMatchObject({ search: 'saved' });
    expect(await searchHit('alpha', 22)).not.toBeNull();
  });

  it('refuses a call without the admin key, with a wrong key, or when no key is configured', async () => {
    expect((await post('21', { price: 1 }, { auth: '' })).status).toBe(401);
    expect((await post('21', { price: 1 }, { auth: 'Bearer wrong' })).status).toBe(401);
    expect((await post('21', { price: 1 }, { key: null })).status).toBe(401);
    expect((await pageVehicle('alpha', 'car-21'))?.price).toBe(41990);
  });

  it('answers a bad body with a message per field and changes nothing', async () => {
    const res = await post('21', { price: 'cheap', status: 'gone', colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      '': ['Unknown field: colour.'],
      price: ['Must be a number.'],
      status: ['Must be one of in_stock, coming_soon, sold, other.'],
    });
    expect((await post('21', {})).json.fieldErrors).toEqual({ '': ['Send at least one of price, before_price, status, reserved, sold_date, show_on_dealer_website.'] });
    expect((await post('21', 'not json')).status).toBe(400);
    expect((await post('21', { price: -5 })).json.fieldErrors).toEqual({ price: ['Must be 0 or more.'] });
    expect((await findVehicleById(handle.db, 'alpha', 21))?.price).toBe(41990);
  });

  it("never changes another tenant's car; the platform host reaches any car", async () => {
    expect((await post('23', { price: 1000 })).status).toBe(404);
    expect((await post('abc', { price: 1000 })).status).toBe(404);
    expect((await post('23', { price: 1000 }, { siteSlug: undefined })).status).toBe(404);
    expect((await findVehicleById(handle.db, 'beta', 23))?.price).toBe(31990);
    const platform = await post('23', { price: 30990 }, { host: 'localhost', siteSlug: null });
    expect(platform).toMatchObject({ status: 200, json: { site_slug: 'beta', price: 30990 } });
  });
});
