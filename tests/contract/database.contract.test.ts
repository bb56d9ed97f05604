import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '@dealer/migrations/migrate';
import { countVehicles, findVehicleById, findVehicleBySlug, listIndexableVehicles } from '@/vehicles/vehicle-repository';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';
import { vehicleRow } from '../support/vehicle-fixture';

const { targets, skipped } = databaseTargets();
if (skipped) console.info(`[database contract] skipped target — ${skipped}`);

describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('database port contract: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    await handle.db.insertInto('vehicles').values([
      vehicleRow({ id: 1, site_slug: 'alpha', slug: 'shared-slug', price: 19990.5, before_price: 21990 }),
      vehicleRow({ id: 2, site_slug: 'beta', slug: 'shared-slug', price: 55000 }),
      vehicleRow({ id: 3, site_slug: 'alpha', slug: 'hidden', show_on_dealer_website: false }),
      vehicleRow({ id: 4, site_slug: 'alpha', slug: 'no-price', price: null, status: 'sold', sold_date: '2026-10-30T02:00:00Z' }),
    ]).execute();
  });
  afterAll(async () => handle?.dispose());

  it('applies every migration once and nothing on a second run', async () => {
    expect(await migrate(handle)).toEqual([]);
    const recorded = await handle.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
  });

  it('reads a vehicle only within its own tenant', async () => {
    const alpha = await findVehicleBySlug(handle.db, 'alpha', 'shared-slug');
    const beta = await findVehicleBySlug(handle.db, 'beta', 'shared-slug');
    expect(alpha?.id).toBe(1);
    expect(beta?.id).toBe(2);
    expect(await findVehicleById(handle.db, 'beta', 1)).toBeNull();
    expect(await findVehicleBySlug(handle.db, 'gamma', 'shared-slug')).toBeNull();
  });

  it('returns prices as numbers, JSON columns as values and timestamps as dates', async () => {
    const car = await findVehicleBySlug(handle.db, 'alpha', 'shared-slug');
    expect(car?.price).toBe(19990.5);
    expect(car?.before_price).toBe(21990);
    expect(car?.images[0]?.url).toBe('/demo-stock/ute-white-1.jpg');
    expect(car?.standard_equipment).toEqual(['Reversing camera']);
    expect(car?.created_at).toBeInstanceOf(Date);
    const sold = await findVehicleBySlug(handle.db, 'alpha', 'no-price');
    expect(sold?.price).toBeNull();
    expect(sold?.sold_date?.toISOString()).toBe('2026-10-30T02:00:00.000Z');
  });

  it('counts per tenant and lists only cars shown on the dealer website, in batches', async () => {
    expect(await countVehicles(handle.db, 'alpha')).toBe(3);
    expect(await countVehicles(handle.db)).toBe(4);
    const batches = [];
    for await (const batch of listIndexableVehicles(handle.db, 2)) batches.push(batch.map((v) => v.id));
    expect(batches).toEqual([[1, 2], [4]]);
  });

  it('keeps concurrent callers out of each other\'s transactions', async () => {
    let release!: () => void;
    let opened!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const rolledBack = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('vehicles').values(vehicleRow({ id: 20, site_slug: 'gamma' })).execute();
      opened();
      await held;
      throw new Error('roll back');
    }).catch(() => 'rolled back');
    await isOpen;
    // Another request writes while the transaction is open; the rollback must not take it along.
    const outside = handle.db.insertInto('vehicles').values(vehicleRow({ id: 21, site_slug: 'gamma' })).execute();
    // A server commits it on another connection while the transaction is still open; PGlite has
    // one connection, so there it waits its turn behind the transaction.
    if (target.name === 'PostgreSQL server') await outside;
    release();
    await Promise.all([rolledBack, outside]);
    expect(await rolledBack).toBe('rolled back');
    expect(await countVehicles(handle.db, 'gamma')).toBe(1);
    expect(await findVehicleById(handle.db, 'gamma', 21)).not.toBeNull();
  });

  it('rejects a row that breaks the schema and keeps what was stored', async () => {
    await expect(handle.db.insertInto('vehicles').values(vehicleRow({ id: 5, site_slug: 'alpha', car_type: 'vintage' as never })).execute()).rejects.toThrow();
    await expect(handle.db.insertInto('vehicles').values(vehicleRow({ id: 6, site_slug: 'alpha', slug: 'shared-slug' })).execute()).rejects.toThrow();
    expect(await countVehicles(handle.db, 'alpha')).toBe(3);
  });
});
