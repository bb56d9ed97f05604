import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import { isInWatchlist, removeFromWatchlist, saveToWatchlist, watchlistEntries, watchlistIds } from '@/identity/server/watchlist-store';
import { updateVehicle } from '@/vehicles/vehicle-repository';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';
import { vehicleRow } from '../support/vehicle-fixture';

const { targets, skipped } = databaseTargets();
if (skipped) console.info(`[watchlist tenancy] skipped target — ${skipped}`);

const SHOPPER = '00000000-0000-4000-8000-0000000000a1';
const BETA_SHOPPER = '00000000-0000-4000-8000-0000000000b1';
const PHONE = '0411555001';
const alpha = { siteSlug: 'alpha', userId: SHOPPER, phone: PHONE };

/**
 * SPEC 3, 6: a shopper's watchlist is strictly per site, on the embedded database and on a real
 * PostgreSQL server (TEST_DATABASE_URL): the store reads and writes one tenant's rows, and the
 * database itself refuses a row tying one site's watchlist to another site's car or shopper.
 */
describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('watchlist per site: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    await handle.db.insertInto('vehicles').values([
      vehicleRow({ id: 11, site_slug: 'alpha', slug: 'alpha-car', price: 30000 }),
      vehicleRow({ id: 12, site_slug: 'alpha', slug: 'alpha-other', price: 22000 }),
      vehicleRow({ id: 21, site_slug: 'beta', slug: 'beta-car', price: 41000 }),
    ]).execute();
    await handle.db.insertInto('auth_users').values([
      { id: SHOPPER, site_slug: 'alpha', phone: '61411555001' },
      { id: BETA_SHOPPER, site_slug: 'beta', phone: '61411555001' },
    ]).execute();
  }, 300_000);
  afterAll(async () => handle?.dispose());

  it('keeps one site\'s saved cars out of another site\'s watchlist, even for the same user id', async () => {
    await saveToWatchlist(handle.db, alpha, 11, 30000);
    await saveToWatchlist(handle.db, alpha, 12, 22000);
    expect(await watchlistIds(handle.db, alpha)).toEqual(expect.arrayContaining([11, 12]));
    expect(await watchlistIds(handle.db, { siteSlug: 'beta', userId: SHOPPER })).toEqual([]);
    expect(await watchlistEntries(handle.db, { siteSlug: 'beta', userId: SHOPPER })).toEqual([]);
    expect(await isInWatchlist(handle.db, { siteSlug: 'beta', userId: SHOPPER }, 11)).toBe(false);
    // Removing on another site changes nothing here.
    await removeFromWatchlist(handle.db, { siteSlug: 'beta', userId: SHOPPER }, 11);
    expect(await isInWatchlist(handle.db, alpha, 11)).toBe(true);
  });

  it('the same phone on two sites is two shoppers with two watchlists', async () => {
    await saveToWatchlist(handle.db, { siteSlug: 'beta', userId: BETA_SHOPPER, phone: PHONE }, 21, 41000);
    expect(await watchlistIds(handle.db, { siteSlug: 'beta', userId: BETA_SHOPPER })).toEqual([21]);
    expect((await watchlistEntries(handle.db, alpha)).map((e) => e.id).sort()).toEqual([11, 12]);
  });

  it('refuses, in the database, a row tying a site\'s watchlist to another site\'s car', async () => {
    await expect(saveToWatchlist(handle.db, alpha, 21, 41000)).rejects.toMatchObject({ code: '23503' });
    await expect(handle.db.updateTable('watchlist').set({ car_id: 21 }).where('site_slug', '=', 'alpha').where('car_id', '=', 12).execute()).rejects.toMatchObject({ code: '23503' });
    await expect(saveToWatchlist(handle.db, alpha, 999, null)).rejects.toMatchObject({ code: '23503' });
    expect((await watchlistEntries(handle.db, alpha)).map((e) => e.id).sort()).toEqual([11, 12]);
  });

  it('refuses a row putting one site\'s shopper on another site\'s watchlist', async () => {
    await expect(saveToWatchlist(handle.db, { siteSlug: 'beta', userId: SHOPPER, phone: PHONE }, 21, 41000)).rejects.toMatchObject({ code: '23503' });
    expect(await watchlistIds(handle.db, { siteSlug: 'beta', userId: SHOPPER })).toEqual([]);
  });

  it('a price drop on one site alerts only that site\'s watchers', async () => {
    await updateVehicle(handle.db, 'alpha', 11, { price: 28000 });
    await updateVehicle(handle.db, 'beta', 21, { price: 39000 });
    const alerts = await handle.db.selectFrom('watchlist_alerts').select(['site_slug', 'user_id', 'car_id']).orderBy('car_id').execute();
    expect(alerts).toEqual([
      { site_slug: 'alpha', user_id: SHOPPER, car_id: 11 },
      { site_slug: 'beta', user_id: BETA_SHOPPER, car_id: 21 },
    ]);
  });
});
