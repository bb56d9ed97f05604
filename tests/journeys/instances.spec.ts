import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import pg from 'pg';
import { repoRoot, rootBin } from '../../scripts/lib/run';
import { startAppInstance, scratchDatabase, type AppInstance } from '../support/app-instance';
import { TEST_PORT } from '../support/demo';
import { hostRequest } from '../support/http';

/**
 * Several instances of the built app on one PostgreSQL database (SPEC 7): a new instance changes
 * nothing by starting, and a vehicle change taken by one reaches the other's page and search
 * within a second, also when the instance that took it dies mid-change. With Redis (the shared
 * page cache), a publish taken by one instance reaches the pages the other serves from its cache.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const REVALIDATE_SECRET = 'instances-journey-revalidate-secret';
const PORT_A = TEST_PORT + 20;
const PORT_B = TEST_PORT + 21;
const HOST = 'riverside-toyota.localhost';
const ADMIN_KEY = 'instances-journey-admin-key';
const auth = { authorization: `Bearer ${ADMIN_KEY}` };
/** From the moment the change is committed (the admin route's answer, or the SQL update's). */
const WITHIN_A_SECOND = { timeout: 1_000, intervals: [25] };

/** The seed CLI as `npm run seed` (no flag) and `npm start` (`--if-stale`) run it, on the scratch database. */
function seedCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(rootBin('tsx'), ['src/seed-cli.ts', '--no-images', ...args], {
      cwd: join(repoRoot, 'migrations'), env: { ...process.env, NODE_OPTIONS: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

type Car = { id: number; slug: string; price: number };

/** Sanity's webhook call for a published document: the body signed as @sanity/webhook signs it. */
function signedPublish(body: unknown): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(body);
  const timestamp = Date.now();
  const signature = createHmac('sha256', REVALIDATE_SECRET).update(`${timestamp}.${payload}`).digest('base64url');
  return { payload, headers: { 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` } };
}

test.describe('two instances on one database', () => {
  test.skip(!databaseUrl, 'needs a PostgreSQL server: TEST_DATABASE_URL is not set (.ci/run sets it)');
  test.describe.configure({ mode: 'serial' });
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let client: pg.Client;
  let a: AppInstance | undefined;
  let b: AppInstance | undefined;
  const folders: string[] = [];

  const priceInDatabase = async (id: number) => Number((await client.query('SELECT price FROM vehicles WHERE id = $1', [id])).rows[0].price);
  const searchPrice = async (port: number, id: number) => {
    const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&filters=${encodeURIComponent(`id = ${id}`)}` }] };
    const res = await hostRequest(HOST, 'POST', '/api/search/1/indexes/*/queries', body, {}, port);
    return (res.json as { results: { hits: Car[] }[] }).results[0]?.hits[0]?.price;
  };
  /** The price in the vehicle page's structured data, as the instance renders it now. */
  const pagePrice = async (port: number, slug: string) => {
    const res = await hostRequest(HOST, 'GET', `/cars/${slug}`, undefined, {}, port);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.text)?.[1] ?? '{}';
    return Number((JSON.parse(ld) as { offers?: { price?: number | string } }).offers?.price);
  };
  /** The car's price in the instance's search and on its page, read together. */
  const seenOn = async (port: number, car: Car) => {
    const [search, page] = await Promise.all([searchPrice(port, car.id), pagePrice(port, car.slug)]);
    return { search, page };
  };
  const carsOnSale = async (count: number): Promise<Car[]> => (await client.query(
    "SELECT id, slug, price::int AS price FROM vehicles WHERE site_slug = 'riverside-toyota' AND show_on_dealer_website AND status = 'in_stock' AND price > 10000 ORDER BY id DESC LIMIT $1", [count])).rows as Car[];

  // The page cache in Redis when there is one, under a prefix of this run's own (no entry of an earlier run's data).
  const sharedCache: Record<string, string> = redisUrl
    ? { REDIS_URL: redisUrl, REDIS_CACHE_PREFIX: `instances-journey-${randomBytes(6).toString('hex')}:`, SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET }
    : {};

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    scratch = await scratchDatabase(databaseUrl!);
    const seedFolder = mkdtempSync(join(tmpdir(), 'instances-seed-'));
    folders.push(seedFolder);
    const seeded = await seedCli([], { DATABASE_URL: scratch.databaseUrl, DATA_DIR: seedFolder });
    expect(seeded.code, seeded.output).toBe(0);
    client = new pg.Client({ connectionString: scratch.databaseUrl });
    await client.connect();
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await client?.end();
    await scratch?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  test('a new instance joining a seeded, changed database changes nothing by starting', async () => {
    test.setTimeout(240_000);
    const [car] = await carsOnSale(1);
    await client.query('UPDATE vehicles SET price = $2, reserved = true WHERE id = $1', [car!.id, car!.price + 777]);
    const before = (await client.query('SELECT count(*)::int AS n, sum(price)::text AS total, max(updated_at) AS updated FROM vehicles')).rows[0];

    // Each instance on a machine of its own: an empty data folder, prepared as `npm start` does.
    for (const port of [PORT_A, PORT_B]) {
      const dataDir = mkdtempSync(join(tmpdir(), `instance-${port}-`));
      folders.push(dataDir);
      const prepared = await seedCli(['--if-stale'], { DATABASE_URL: scratch.databaseUrl, DATA_DIR: dataDir });
      expect(prepared.code, prepared.output).toBe(0);
      const instance = await startAppInstance(port, { DATABASE_URL: scratch.databaseUrl, DATA_DIR: dataDir, VEHICLE_ADMIN_API_KEY: ADMIN_KEY, ...sharedCache });
      if (port === PORT_A) a = instance;
      else b = instance;
    }

    expect((await client.query('SELECT count(*)::int AS n, sum(price)::text AS total, max(updated_at) AS updated FROM vehicles')).rows[0]).toEqual(before);
    expect(await pagePrice(PORT_B, car!.slug)).toBe(car!.price + 777);
    expect(await searchPrice(PORT_B, car!.id)).toBe(car!.price + 777);
  });

  test('a price changed through one instance shows on the other\'s page and search within a second', async () => {
    const [, car] = await carsOnSale(2);
    // Both instances have rendered the page before the change, and B serves it from its cache.
    expect(await pagePrice(PORT_A, car!.slug)).toBe(car!.price);
    expect(await pagePrice(PORT_B, car!.slug)).toBe(car!.price);
    const cached = await hostRequest(HOST, 'GET', `/cars/${car!.slug}`, undefined, {}, PORT_B);
    expect(cached.headers['x-nextjs-cache']).toBe('HIT');
    const newPrice = car!.price - 1000;
    const changed = await hostRequest(HOST, 'POST', `/api/admin/vehicles/${car!.id}`, { price: newPrice }, auth, PORT_A);
    expect(changed.status, changed.text).toBe(200);
    await expect.poll(() => seenOn(PORT_B, car!), WITHIN_A_SECOND).toEqual({ search: newPrice, page: newPrice });
  });

  test('a publish taken by one instance reaches the pages the other serves from its cache', async () => {
    test.skip(!redisUrl, 'needs Redis for the shared page cache: TEST_REDIS_URL is not set (.ci/run sets it)');
    const home = async (port: number) => {
      const res = await hostRequest(HOST, 'GET', '/', undefined, {}, port);
      return { cache: res.headers['x-nextjs-cache'], renderedAt: /data-rendered-at="([^"]+)"/.exec(res.text)?.[1] };
    };
    await home(PORT_B);
    const before = await home(PORT_B);
    expect(before.cache).toBe('HIT');
    // Sanity's webhook reaches one instance only.
    const { payload, headers } = signedPublish({ _type: 'page', site: 'riverside-toyota', slug: 'home' });
    const published = await hostRequest(HOST, 'POST', '/api/revalidate', payload, headers, PORT_A);
    expect(published.status, published.text).toBe(200);
    // B's next request renders its home page afresh, and the copy after that is cached again.
    const after = await home(PORT_B);
    expect(after.cache).not.toBe('HIT');
    expect(after.renderedAt).not.toBe(before.renderedAt);
    expect(await home(PORT_B)).toEqual({ cache: 'HIT', renderedAt: after.renderedAt });
  });

  test('the instance taking a change is killed mid-change: the other converges on what the database holds', async () => {
    const [, , car] = await carsOnSale(3);
    const newPrice = car!.price - 2000;
    // Sent to A, which is killed while it handles it: the write committed or it did not.
    const sent = hostRequest(HOST, 'POST', `/api/admin/vehicles/${car!.id}`, { price: newPrice }, auth, PORT_A).catch(() => null);
    await a!.kill();
    await sent;
    const inDatabase = await priceInDatabase(car!.id);
    expect([car!.price, newPrice]).toContain(inDatabase);
    await expect.poll(() => seenOn(PORT_B, car!), WITHIN_A_SECOND).toEqual({ search: inDatabase, page: inDatabase });

    // And a change written straight to the database (another writer: a feed import) reaches B too.
    await client.query('UPDATE vehicles SET price = $2 WHERE id = $1', [car!.id, inDatabase + 5]);
    await expect.poll(() => seenOn(PORT_B, car!), WITHIN_A_SECOND).toEqual({ search: inDatabase + 5, page: inDatabase + 5 });
  });
});
