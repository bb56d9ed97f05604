import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from './database';
import { loadDemoContent } from './demo/content-file';
import { DEMO_STAMP_FILE } from './demo/stamp';
import { demoFilesFresh, isDemoFresh, readDatabaseStamp, seedDemo } from './seed';

const referenceDate = new Date('2025-11-21T00:00:00Z');

/**
 * PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set (CI). On PostgreSQL the
 * suite works in a schema of its own so it cannot disturb other suites sharing that database.
 */
const schema = `demo_seed_test_${process.pid}`;
const testUrl = process.env.TEST_DATABASE_URL;
const targets: [string, () => Promise<DatabaseTarget>, () => Promise<void>][] = [
  ['PGlite', async () => ({ kind: 'pglite', dataDir: null }), async () => {}],
];
if (testUrl) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  targets.push(['PostgreSQL', async () => {
    await admin(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const url = new URL(testUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return { kind: 'postgres', url: url.toString() };
  }, () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)]);
}

describe.each(targets)('seedDemo into %s', (_name, target, cleanUp) => {
  const repoRoot = mkdtempSync(join(tmpdir(), 'demo-seed-'));
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openDatabase(await target());
  });
  afterAll(async () => {
    await database?.close();
    await cleanUp();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  const options = () => ({ repoRoot, dataDir: join(repoRoot, '.data'), database, referenceDate, seed: 11, images: false });

  it('is stale before the first seed', async () => {
    expect(await isDemoFresh(options())).toBe(false);
  });

  it('inserts every vehicle, writes the dataset and the stamp', async () => {
    const result = await seedDemo(options());
    expect(result.stamp.vehicleCount).toBeGreaterThanOrEqual(3000);
    const rows = await database.db.selectFrom('vehicles').select(['site_slug', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('site_slug').execute();
    expect(rows).toHaveLength(4);
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(result.stamp.vehicleCount);
    expect(loadDemoContent(join(repoRoot, '.data'))).toHaveLength(result.stamp.documentCount);
    expect(JSON.parse(readFileSync(join(repoRoot, '.data', DEMO_STAMP_FILE), 'utf8'))).toMatchObject({ seed: 11, referenceDate: '2025-11-21', vehicleCount: result.stamp.vehicleCount });
  });

  it('stores JSON columns as JSON and numbers as numerics', async () => {
    const row = await database.db.selectFrom('vehicles').selectAll().where('site_slug', '=', 'outback-rv-and-moto').where('item_type', '=', 'caravan').where('price', 'is not', null).limit(1).executeTakeFirstOrThrow();
    expect(Array.isArray(row.images)).toBe(true);
    expect(row.images.length).toBeGreaterThan(0);
    expect(row.caravan_specs).toMatchObject({ axle_type: expect.any(String) });
    // A numeric column reads back as the exact decimal that was stored, not a float.
    expect(String(row.price)).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(row.price)).toBeGreaterThan(0);
  });

  it('is fresh after seeding, so --if-stale skips a second run, and stale for another day or seed', async () => {
    expect(await isDemoFresh(options())).toBe(true);
    expect(await isDemoFresh({ ...options(), referenceDate: new Date('2025-11-22T00:00:00Z') })).toBe(false);
    expect(await isDemoFresh({ ...options(), seed: 12 })).toBe(false);
    expect(await isDemoFresh({ ...options(), images: true })).toBe(false);
  });

  it('records the demo in the database itself, so a machine with another data folder can tell what it holds', async () => {
    expect(await readDatabaseStamp(database)).toMatchObject({ seed: 11, referenceDate: '2025-11-21' });
    const elsewhere = { ...options(), dataDir: join(repoRoot, 'elsewhere') };
    expect(demoFilesFresh(elsewhere)).toBe(false);
    expect(await isDemoFresh(elsewhere)).toBe(false);
  });

  it('reseeds idempotently, leaves other tenants alone and notices vehicles deleted behind its back', async () => {
    await database.execScript(`CREATE TEMP TABLE other_dealer AS SELECT * FROM vehicles LIMIT 1;
      UPDATE other_dealer SET id = 1, site_slug = 'another-dealer';
      INSERT INTO vehicles SELECT * FROM other_dealer;`);
    const again = await seedDemo(options());
    const other = await database.db.selectFrom('vehicles').select('id').where('site_slug', '=', 'another-dealer').execute();
    expect(other).toEqual([{ id: 1 }]);
    const count = async () => Number((await database.db.selectFrom('vehicles').select((eb) => eb.fn.countAll<string>().as('n')).where('site_slug', '!=', 'another-dealer').executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(again.stamp.vehicleCount);
    await database.db.deleteFrom('vehicles').where('site_slug', '=', 'valley-used-cars').execute();
    expect(await isDemoFresh(options())).toBe(false);
  });
});
