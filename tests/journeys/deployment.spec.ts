import { expect, test } from '../support/test';
import pg from 'pg';
import { startAppInstance, scratchDatabase, type AppInstance } from '../support/app-instance';
import { TEST_PORT } from '../support/demo';
import { healthStatus } from '../../scripts/lib/app-server';
import { FakeCrm } from '../support/fake-crm';
import { hostRequest } from '../support/http';

/**
 * The app as deployed: started with DATABASE_URL (a PostgreSQL server), not on the embedded demo.
 * Demo tools that expose shoppers' data must not exist there (hardening finding 2).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const PORT = TEST_PORT + 7;

test.describe('a deployment with DATABASE_URL', () => {
  test.skip(!databaseUrl, 'needs a PostgreSQL server: TEST_DATABASE_URL is not set (.ci/run sets it)');
  // One app instance on one port for the whole group: its tests must not be spread over workers,
  // each of which would run beforeAll and start a second instance on the same port.
  test.describe.configure({ mode: 'serial' });
  let app: AppInstance;
  let drop: () => Promise<void>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const scratch = await scratchDatabase(databaseUrl!);
    drop = scratch.drop;
    app = await startAppInstance(PORT, { DATABASE_URL: scratch.databaseUrl });
  });

  test.afterAll(async () => {
    await app?.stop();
    await drop?.();
  });

  test('has no local inbox: /dev/inbox and /api/dev/inbox answer 404 on every tenant', async () => {
    for (const host of ['riverside-toyota.localhost', 'valley-used-cars.localhost']) {
      const page = await hostRequest(host, 'GET', '/dev/inbox', undefined, {}, PORT);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('Local inbox');
      const api = await hostRequest(host, 'GET', '/api/dev/inbox', undefined, {}, PORT);
      expect(api.status).toBe(404);
      expect(api.text).not.toContain('leads');
    }
    const health = await hostRequest('localhost', 'GET', '/api/health', undefined, {}, PORT);
    expect(health.json).toMatchObject({ adapters: { database: 'postgres', leads: 'local-inbox' } });
  });

  test('has no local Content Lake: /content-lake answers 404 on the platform host', async () => {
    const query = await hostRequest('localhost', 'GET', '/content-lake/v2025-06-01/data/query/production?query=*', undefined, {}, PORT);
    expect(query.status).toBe(404);
    const write = await hostRequest('localhost', 'POST', '/content-lake/v2025-06-01/data/mutate/production', { mutations: [] }, {}, PORT);
    expect(write.status).toBe(404);
  });
});

test.describe('graceful shutdown', () => {
  test.skip(!databaseUrl, 'needs a PostgreSQL server: TEST_DATABASE_URL is not set (.ci/run sets it)');

  test('on SIGTERM the app finishes the lead delivery it holds before it exits', async () => {
    test.setTimeout(180_000);
    const crm = new FakeCrm(await FakeCrm.freePort());
    await crm.up();
    crm.mode = { kind: 'hold' };
    const scratch = await scratchDatabase(databaseUrl!);
    const app = await startAppInstance(PORT + 1, { DATABASE_URL: scratch.databaseUrl, CRM_WEBHOOK_URL: crm.url('/leads'), CRM_WEBHOOK_TIMEOUT_MS: '30000' });
    try {
      const delivery = crm.nextRequest();
      const lead = { userData: { name: 'Sam', email: 'shutdown@example.com', phone: '0412345678', message: 'Still there?', location: 'riverside-toyota-indooroopilly', terms_conditions: true } };
      const stored = await hostRequest('riverside-toyota.localhost', 'POST', '/api/leads/contact', lead, {}, PORT + 1);
      expect([stored.status, stored.text]).toEqual([201, expect.any(String)]);
      const { lead_id } = stored.json as { lead_id: string };
      await delivery;

      const exited = app.terminate();
      let exitedAt = 0;
      void exited.then(() => (exitedAt = Date.now()));
      // The server stops answering (it no longer accepts connections) while the process waits for the CRM.
      await expect.poll(() => healthStatus(PORT + 1), { timeout: 20_000 }).toBe(0);
      expect(exitedAt).toBe(0);
      const releasedAt = Date.now();
      crm.release(200);
      await exited;
      expect(exitedAt).toBeGreaterThanOrEqual(releasedAt);
      expect(app.output()).toContain('Shutdown: lead outbox finished.');

      const client = new pg.Client({ connectionString: scratch.databaseUrl });
      await client.connect();
      const { rows } = await client.query('SELECT status FROM lead_deliveries WHERE lead_id = $1', [lead_id]);
      await client.end();
      expect(rows).toEqual([{ status: 'delivered' }]);
    } finally {
      await app.stop();
      await crm.down();
      await scratch.drop();
    }
  });
});
