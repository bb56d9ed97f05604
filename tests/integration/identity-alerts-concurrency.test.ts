import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from '@dealer/migrations/migrate';
import { deliverWatchlistAlerts, type AlertOutboxDeps } from '@/identity/alerts/alert-outbox';
import type { MessagingPort, SmsMessage } from '@/ports/messaging/messaging-port';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';
import { leadTestSite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

const { targets, skipped } = databaseTargets();
if (skipped) console.info(`[watchlist alerts concurrency] skipped target — ${skipped}`);

const site = leadTestSite({ name: 'Alpha Motors' });
const CARS = 30;
const tokenOf = (body: string) => /token=([0-9a-f-]{36})/.exec(body)?.[1] ?? body;

/** A phone network that takes a moment per message (so runs overlap) and keeps every message. */
function recordingSms(delayMs = 3) {
  const sent: SmsMessage[] = [];
  const port: MessagingPort = {
    adapter: 'local-inbox',
    async sendSms(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
      return { id: String(sent.length) };
    },
  };
  return { sent, port };
}

/**
 * Watchlist alerts go out once each even when several workers run at the same time (several app
 * instances), on the embedded database and on a real PostgreSQL server (TEST_DATABASE_URL).
 */
describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('watchlist alerts with concurrent workers: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;
  let nextCar = 700;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
  }, 300_000);
  afterAll(async () => handle?.dispose());
  beforeEach(async () => {
    await handle.db.deleteFrom('watchlist_alerts').execute();
  });

  /** `count` watched cars on site alpha whose price then drops: one queued alert each. */
  async function queueAlerts(count: number): Promise<void> {
    const ids = Array.from({ length: count }, () => (nextCar += 1));
    await handle.db.insertInto('vehicles').values(ids.map((id) => vehicleRow({ id, site_slug: 'alpha', slug: `car-${id}`, price: 30000 }))).execute();
    await handle.db.insertInto('watchlist').values(ids.map((id) => ({
      site_slug: 'alpha', user_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, phone: `0411${String(id).padStart(6, '0')}`, car_id: id, price_at_save: '30000',
    }))).execute();
    await handle.db.updateTable('vehicles').set({ price: sql`price - 1000` }).where('id', 'in', ids).execute();
  }

  const deps = (sms: MessagingPort, extra: Partial<AlertOutboxDeps> = {}): AlertOutboxDeps => ({
    db: handle.db, sms: async () => sms, site: async (slug) => (slug === 'alpha' ? site : null), ...extra,
  });
  const drain = async (d: AlertOutboxDeps) => {
    let total = 0;
    for (let sent = await deliverWatchlistAlerts(d); sent > 0; sent = await deliverWatchlistAlerts(d)) total += sent;
    return total;
  };

  it('three workers draining the outbox at once send every alert exactly once', async () => {
    await queueAlerts(CARS);
    const { sent, port } = recordingSms();
    const counts = await Promise.all([drain(deps(port)), drain(deps(port)), drain(deps(port))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(CARS);
    expect(sent).toHaveLength(CARS);
    expect(new Set(sent.map((m) => tokenOf(m.body))).size).toBe(CARS);
    const statuses = await handle.db.selectFrom('watchlist_alerts').select(['status', 'claim_token']).execute();
    expect(statuses).toHaveLength(CARS);
    expect(statuses.every((row) => row.status === 'sent' && row.claim_token === null)).toBe(true);
  });

  it('a worker whose claim ran out while it was busy sends nothing another worker has taken over', async () => {
    await queueAlerts(3);
    const { sent, port } = recordingSms();
    let paused!: () => void;
    const reachedSite = new Promise<void>((resolve) => { paused = resolve; });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    // Worker A claims with a lease that is already over, then stalls before its first send. (A
    // lease of 0 ends at the claim's own now(), which the next transaction may read unchanged on a
    // clock of millisecond grain: B would find it not yet over.)
    const slow = deliverWatchlistAlerts(deps(port, {
      claimSeconds: -1,
      site: async (slug) => {
        paused();
        await released;
        return slug === 'alpha' ? site : null;
      },
    }));
    await reachedSite;
    // Worker B finds A's claims expired, takes them over and sends them.
    expect(await deliverWatchlistAlerts(deps(port))).toBe(3);
    release();
    expect(await slow).toBe(0);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((m) => tokenOf(m.body))).size).toBe(3);
  });

  it('a send with no answer in time is not sent again (it may have gone out); a refused send is retried', async () => {
    await queueAlerts(2);
    let calls = 0;
    const flaky: MessagingPort = {
      adapter: 'local-inbox',
      sendSms: () => {
        calls += 1;
        return calls === 1 ? new Promise<never>(() => {}) : Promise.reject(new Error('provider refused'));
      },
    };
    expect(await deliverWatchlistAlerts(deps(flaky, { sendTimeoutMs: 50 }))).toBe(0);
    // The two sends run side by side, so either alert may be the first call: compare by outcome.
    const rows = await handle.db.selectFrom('watchlist_alerts').select(['status', 'last_error']).orderBy('status').execute();
    expect(rows).toEqual([
      { status: 'failed', last_error: 'no answer within 50 ms' },
      { status: 'pending', last_error: 'provider refused' },
    ]);
    const { sent, port } = recordingSms(0);
    expect(await drain(deps(port))).toBe(1);
    expect(sent).toHaveLength(1);
  });
});
