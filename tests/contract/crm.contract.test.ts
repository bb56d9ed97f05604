import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import type { LeadDestination } from '@/ports/crm/crm-port';
import { leadDocument, type Vendor } from '@/ports/crm/lead-document';
import { localInboxDestination } from '@/ports/crm/local-inbox';
import { DEFAULT_BACKOFF } from '@/leads/delivery/backoff';
import { listDeadLetters, redriveDeadLetters } from '@/leads/delivery/dead-letters';
import { OutboxWorker, type OutboxDeps } from '@/leads/delivery/outbox-worker';
import { webhookDestination } from '@/ports/crm/webhook-crm';
import { storeLead } from '@/leads/server/lead-store';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';
import { FakeCrm } from '../support/fake-crm';

const { targets } = databaseTargets();

const vendor: Vendor = { dealershipSlug: 'alpha-dealer', name: 'Alpha Dealer', locationName: null, phone: '07 5550 0000', email: null, address: null, websiteUrl: null, timeZone: 'Australia/Brisbane' };
const TIMEOUT_MS = 150;
const DESTINATIONS = ['webhook-json', 'webhook-adf'] as const;

/** Waits for the state (vitest's waitFor polls the condition), never for a fixed time. */
function until(condition: () => Promise<boolean>, what: string, timeout = 20_000): Promise<void> {
  return vi.waitFor(async () => {
    if (!(await condition())) throw new Error(`Timed out waiting for ${what}`);
  }, { timeout, interval: 20 });
}

describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('lead delivery under faults: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;
  let crm: FakeCrm;
  let workers: OutboxWorker[] = [];

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
  });
  afterAll(async () => handle?.dispose());
  beforeEach(async () => {
    crm = new FakeCrm(await FakeCrm.freePort(), 'shh');
    await handle.db.deleteFrom('lead_delivery_attempts').execute();
    await handle.db.deleteFrom('lead_deliveries').execute();
    await handle.db.deleteFrom('dev_inbox').execute();
  });
  afterEach(async () => {
    for (const worker of workers) worker.kill();
    workers = [];
    await crm.down();
  });

  // The workers' clock: moved past a backoff or a lease instead of sleeping through it.
  let offsetMs = 0;
  const advance = (ms: number) => { offsetMs += ms; };
  beforeEach(() => { offsetMs = 0; });

  const webhook = (format: 'json' | 'adf', timeoutMs = TIMEOUT_MS): LeadDestination => webhookDestination({ format, url: crm.url(`/${format}`) }, { secret: 'shh', timeoutMs });
  // For tests that count what the CRM received: the short timeout above is for the slow-CRM
  // tests, and on a busy machine it can abort a request before the CRM (in this process) reads it.
  const patientDestination = (_site: string, name: string) => (name === 'webhook-json' ? webhook('json', 5_000) : name === 'webhook-adf' ? webhook('adf', 5_000) : null);
  const worker = (overrides: Partial<OutboxDeps> = {}) => {
    const created = new OutboxWorker({
      db: handle.db,
      destination: (_site, name) => (name === 'webhook-json' ? webhook('json') : name === 'webhook-adf' ? webhook('adf') : null),
      vendor: async () => vendor,
      backoff: { baseMs: 10, maxMs: 80, jitter: 0.2, maxAttempts: 60 },
      leaseMs: 1_000,
      batchSize: 10,
      log: () => undefined,
      now: () => new Date(Date.now() + offsetMs),
      ...overrides,
    });
    workers.push(created);
    return created;
  };

  async function storeLeads(count: number, prefix: string, destinations: readonly string[] = DESTINATIONS): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const { leadId } = await storeLead(handle.db, {
        siteSlug: 'alpha', kind: 'contact', idempotencyKey: `${prefix}-${i}-${Math.random().toString(36).slice(2)}`, category: 'General Enquiry', subcategory: null,
        userData: { name: `Shopper ${i}`, email: `s${i}@example.com`, phone: '0412345678', message: `Lead ${i}` }, phone: '0412345678',
        url: null, userAgent: null, carId: null, carDealershipId: null, dealershipSlug: 'alpha-dealer', locationSlug: null, tags: [], leadAttributes: {}, spam: false,
      }, destinations);
      ids.push(leadId);
    }
    return ids;
  }

  const undelivered = async () => Number((await handle.db.selectFrom('lead_deliveries').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '<>', 'delivered').executeTakeFirstOrThrow()).n);
  const outcomes = async () => (await handle.db.selectFrom('lead_delivery_attempts').select('outcome').execute()).map((r) => r.outcome);

  it('delivers every lead exactly once through a CRM that is down, then slow, then failing, then back', async () => {
    const leadIds = await storeLeads(25, 'outage');
    const expectedKeys = leadIds.flatMap((id) => DESTINATIONS.map((d) => `${id}:${d}`)).sort();
    const w = worker();

    // Down: connections refused.
    await w.runOnce();
    await w.runOnce();
    expect(await undelivered()).toBe(50);

    // Slow: the CRM takes the lead but answers after the timeout, so the sender must retry.
    await crm.up();
    crm.mode = { kind: 'slow', delayMs: TIMEOUT_MS * 3 };
    advance(1_000); // past the longest backoff (80 ms)
    await w.runOnce();

    // Failing: 500 for a while.
    crm.mode = { kind: 'error', status: 500 };
    advance(1_000);
    await w.runOnce();
    await w.runOnce();

    // Recovered.
    crm.mode = { kind: 'ok' };
    await until(async () => {
      await w.runOnce();
      return (await undelivered()) === 0;
    }, 'all leads delivered');

    expect([...crm.accepted.keys()].sort()).toEqual(expectedKeys);
    const log = await outcomes();
    expect(log.filter((o) => o === 'delivered')).toHaveLength(50);
    expect(log).toContain('failed');
    expect(log).toContain('timeout');
    // Every request for a lead carried that lead's key, so the CRM could drop the repeats.
    for (const request of crm.requests) expect(request.key).toBe(`${request.leadId}:${request.contentType.startsWith('application/json') ? 'webhook-json' : 'webhook-adf'}`);
    const json = JSON.parse(crm.accepted.get(`${leadIds[0]}:webhook-json`)!) as { lead_id: string; userData: { name: string } };
    expect(json).toMatchObject({ lead_id: leadIds[0], userData: { name: 'Shopper 0' } });
    expect(crm.accepted.get(`${leadIds[0]}:webhook-adf`)).toContain('<?adf version="1.0"?>');
  });

  it('delivers once when the worker dies mid-delivery and another takes over after the lease', async () => {
    const [leadId] = await storeLeads(1, 'killed', ['webhook-json']);
    await crm.up();
    crm.mode = { kind: 'hold' };
    const first = worker({ leaseMs: 400 });
    const received = crm.nextRequest();
    const run = first.runOnce();
    await received;
    first.kill();
    crm.mode = { kind: 'ok' };
    crm.release(200);
    await run;

    const restarted = worker({ leaseMs: 400 });
    expect((await restarted.runOnce()).claimed).toBe(0);
    advance(450); // past the dead worker's 400 ms lease
    expect(await restarted.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });

    expect(crm.requests.map((r) => r.key)).toEqual([`${leadId}:webhook-json`, `${leadId}:webhook-json`]);
    expect(crm.accepted.size).toBe(1);
    expect(await outcomes()).toEqual(['delivered']);
    expect(await undelivered()).toBe(0);
  });

  it('resumes deliveries left pending by a previous process when a worker starts', async () => {
    await storeLeads(5, 'restart', ['webhook-json']);
    await crm.up();
    const w = worker();
    w.start(50);
    await until(async () => (await undelivered()) === 0, 'resumed deliveries');
    await w.stop();
    expect(crm.accepted.size).toBe(5);
  });

  it('never lets two workers deliver the same row', async () => {
    await storeLeads(30, 'concurrent', ['webhook-json']);
    await crm.up();
    // A long lease and timeout: this is about claims never overlapping, not about retrying slow
    // deliveries, which a busy CI machine would otherwise trigger (the CRM would then see a retry).
    const patient = webhookDestination({ format: 'json', url: crm.url('/json') }, { secret: 'shh', timeoutMs: 30_000 });
    const options = { batchSize: 4, leaseMs: 60_000, destination: (_site: string, name: string) => (name === 'webhook-json' ? patient : null) };
    const [a, b, c] = [worker(options), worker(options), worker(options)];
    await until(async () => {
      await Promise.all([a!.runOnce(), b!.runOnce(), c!.runOnce()]);
      return (await undelivered()) === 0;
    }, 'concurrent delivery');
    expect(crm.requests).toHaveLength(30);
    expect(crm.accepted.size).toBe(30);
  });

  it('stores a lead in the local inbox once, however often it is delivered', async () => {
    const [leadId] = await storeLeads(1, 'inbox', ['local-inbox']);
    const inbox = localInboxDestination(handle.db);
    const w = worker({ destination: (_s, name) => (name === 'local-inbox' ? inbox : null) });
    await w.runOnce();
    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', leadId!).executeTakeFirstOrThrow();
    await inbox.deliver(leadDocument(lead, vendor), `${leadId}:local-inbox`);
    const rows = await handle.db.selectFrom('dev_inbox').selectAll().where('lead_id', '=', leadId!).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.adf_xml).toContain('<prospect status="new">');
  });

  it('keeps a lead whose destination is not configured, and delivers it once it is', async () => {
    await storeLeads(1, 'unrouted', ['webhook-json']);
    const none = worker({ destination: () => null });
    await none.runOnce();
    expect(await outcomes()).toEqual(['no-destination']);
    expect(await undelivered()).toBe(1);
    none.kill();
    await crm.up();
    advance(1_000);
    const configured = worker();
    await until(async () => {
      await configured.runOnce();
      return (await undelivered()) === 0;
    }, 'delivery after configuration');
  });

  it('dead-letters a lead the CRM refuses (4xx) at once; the operator sees why and redrives it', async () => {
    const [leadId] = await storeLeads(1, 'refused', ['webhook-json']);
    await crm.up();
    crm.mode = { kind: 'error', status: 422 };
    const w = worker({ destination: patientDestination });
    await w.runOnce();
    await w.runOnce();
    expect(crm.requests).toHaveLength(1);
    const letters = await listDeadLetters(handle.db, { site: 'alpha' });
    expect(letters).toEqual([expect.objectContaining({ lead_id: leadId, destination: 'webhook-json', attempts: 1, last_http_status: 422, last_error: 'HTTP 422', category: 'General Enquiry' })]);
    crm.mode = { kind: 'ok' };
    expect(await redriveDeadLetters(handle.db, { site: 'alpha' })).toBe(1);
    await w.runOnce();
    expect(await undelivered()).toBe(0);
    expect([...crm.accepted.keys()]).toEqual([`${leadId}:webhook-json`]);
    expect(await listDeadLetters(handle.db)).toEqual([]);
  });

  it('retries 5xx, 429 and 408 with backoff and dead-letters after the bounded number of tries', async () => {
    await storeLeads(1, 'bounded', ['webhook-json']);
    await crm.up();
    // A second after the leads were stored: PostgreSQL stamps them in microseconds, Date.now() is
    // whole milliseconds, so 'now' taken in the same millisecond would find them not yet due.
    let now = Date.now() + 1_000;
    const w = worker({ destination: patientDestination, backoff: { baseMs: 1_000, maxMs: 2_000, jitter: 0, maxAttempts: 3 }, now: () => new Date(now) });
    for (const status of [503, 429, 408]) {
      crm.mode = { kind: 'error', status };
      await w.runOnce();
      now += 5_000;
    }
    expect(crm.requests).toHaveLength(3);
    expect(await listDeadLetters(handle.db)).toEqual([expect.objectContaining({ attempts: 3, last_http_status: 408 })]);
  });

  it('delivers everything once after the CRM was down for an hour of simulated time, with nothing dead', async () => {
    await storeLeads(5, 'hour', ['webhook-json']);
    // A second after the leads were stored: PostgreSQL stamps them in microseconds, Date.now() is
    // whole milliseconds, so 'now' taken in the same millisecond would find them not yet due.
    let now = Date.now() + 1_000;
    const w = worker({ backoff: DEFAULT_BACKOFF, now: () => new Date(now) });
    await crm.up();
    crm.mode = { kind: 'error', status: 503 };
    for (let minute = 0; minute <= 60; minute += 2) {
      now += 2 * 60_000;
      await w.runOnce();
    }
    expect(await undelivered()).toBe(5);
    const failures = crm.requests.length;
    expect(failures).toBeGreaterThan(5);
    crm.mode = { kind: 'ok' };
    now += DEFAULT_BACKOFF.maxMs * 1.3;
    await w.runOnce();
    expect(await undelivered()).toBe(0);
    expect(crm.accepted.size).toBe(5);
    expect(crm.requests.slice(failures)).toHaveLength(5);
    expect(await listDeadLetters(handle.db)).toEqual([]);
  });

  it('signs every webhook with a timestamp the CRM can check', async () => {
    await storeLeads(2, 'signed');
    await crm.up();
    const w = worker();
    await until(async () => {
      await w.runOnce();
      return (await undelivered()) === 0;
    }, 'the signed leads delivered');
    expect(crm.accepted.size).toBe(4);
    for (const request of crm.requests) expect(request.signature).toEqual({ ok: true });
  });
});
