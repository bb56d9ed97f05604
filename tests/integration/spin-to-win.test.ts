import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import type { SpinPromotion } from '@dealer/schemas/content/spin-promotion';
import { databaseRateLimitStore } from '@/server/rate-limits/rate-limit-store';
import { handleSpin, handleSpinStatus, type SpinRouteDeps } from '@/spin-to-win/server/spin-route';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';
import { jsonRequest, leadTestSite } from '../support/lead-fixtures';

const { targets, skipped } = databaseTargets();
if (skipped) console.info(`[spin to win] skipped target — ${skipped}`);

const alpha = leadTestSite();
const beta = leadTestSite({ _id: 'site-beta', slug: 'beta', name: 'Beta Cars' });
const sites: Record<string, typeof alpha> = { 'alpha.localhost': alpha, 'beta.localhost': beta };

const promotion = (id: string, endsAt: string | null = null): SpinPromotion => ({
  _id: id, title: 'Spring Service Spin', endsAt, terms: 'One spin per verified mobile.',
  prizes: [
    { _key: 'detail', label: 'Free detail', description: 'A full detail.', weight: 1 },
    { _key: 'fuel', label: '$50 fuel card', description: 'A fuel card.', weight: 3 },
  ],
});
// Each site sees only its own promotions, as the content query filters by site.
const PROMOTIONS: Record<string, SpinPromotion[]> = {
  alpha: [promotion('spin-alpha'), promotion('spin-alpha-over', '2020-01-01T00:00:00.000Z')],
  beta: [promotion('spin-beta')],
};
const CONCURRENT = 8;

/**
 * Spin to win (SPEC 2 /spin-to-win) through its route: a verified shopper spins once per
 * promotion, however many spins they send at once; the prize is the server's draw and becomes a
 * lead with its outbox delivery. On the embedded database and on a real PostgreSQL server
 * (TEST_DATABASE_URL), where the racing spins run on separate connections.
 */
describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('spin to win: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;
  let deps: SpinRouteDeps;
  let draws = 0;
  let random = 0.9;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    const rateLimits = databaseRateLimitStore(handle.db);
    deps = {
      site: async (host) => sites[host ?? ''] ?? null,
      rateLimits: async () => rateLimits,
      // The verified shopper the session names; the tests carry it in a header of their own.
      shopper: async (request) => {
        const id = request.headers.get('x-test-shopper');
        return id ? { id, phone: `04${id.replace(/\D/g, '').slice(0, 8).padEnd(8, '0')}`, firstName: 'Sam' } : null;
      },
      spins: async () => ({
        db: handle.db,
        promotion: async (site, id) => PROMOTIONS[site.slug]?.find((p) => p._id === id) ?? null,
        random: () => {
          draws += 1;
          return random;
        },
        now: () => new Date(),
        destinations: () => ['inbox'],
        delivered: () => {},
      }),
    };
  }, 300_000);
  afterAll(async () => handle?.dispose());

  const spinAs = async (shopper: string | null, promotionId: string, host = 'alpha.localhost', address = '203.0.113.9') => {
    const headers: Record<string, string> = { 'x-dealer-socket-address': address, ...(shopper ? { 'x-test-shopper': shopper } : {}) };
    const response = await handleSpin(jsonRequest(host, '/api/spin-to-win', { promotion: promotionId }, headers), deps);
    return { status: response.status, body: (await response.json()) as { status?: string; prize?: { key: string; label: string } | null; error?: string } };
  };

  it(`${CONCURRENT} spins of one shopper sent at once: one prize, one lead, the rest refused with that prize`, async () => {
    const shopper = randomUUID();
    random = 0.9;
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => spinAs(shopper, 'spin-alpha')));
    const won = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(CONCURRENT - 1);
    // random 0.9 of weights 1 and 3 is the fuel card.
    expect(won[0]!.body.prize).toMatchObject({ key: 'fuel', label: '$50 fuel card' });
    for (const r of refused) {
      expect(r.body.prize).toMatchObject({ key: 'fuel' });
      expect(r.body.error).toBe('You have already had your spin: you won $50 fuel card. It is one spin per verified mobile, so we will be in touch about your prize.');
    }

    const spins = await handle.db.selectFrom('spin_to_win_spins').selectAll().where('user_id', '=', shopper).execute();
    expect(spins).toHaveLength(1);
    const leads = await handle.db.selectFrom('leads').selectAll().where('idempotency_key', '=', `spin-to-win:spin-alpha:${shopper}`).execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.id).toBe(spins[0]!.lead_id);
    expect(leads[0]).toMatchObject({ site_slug: 'alpha', category: 'Spin to Win', kind: 'contact' });
    const userData = typeof leads[0]!.user_data === 'string' ? JSON.parse(leads[0]!.user_data) : leads[0]!.user_data;
    expect(userData).toMatchObject({ prize: '$50 fuel card', promotion: 'Spring Service Spin', name: 'Sam' });
    const deliveries = await handle.db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', spins[0]!.lead_id).execute();
    expect(deliveries.map((d) => d.destination)).toEqual(['inbox']);

    // A later spin, alone, is refused too; the status the wheel loads with says so.
    expect((await spinAs(shopper, 'spin-alpha')).status).toBe(409);
    const status = await handleSpinStatus(new Request('http://alpha.localhost/api/spin-to-win?promotion=spin-alpha', { headers: { host: 'alpha.localhost', 'x-test-shopper': shopper } }), deps);
    expect(await status.json()).toMatchObject({ signedIn: true, open: true, prize: { key: 'fuel' } });
  });

  it('the draw is the server\'s: another shopper with another draw wins the other prize, and the browser cannot choose', async () => {
    random = 0.1;
    const before = draws;
    const other = await spinAs(randomUUID(), 'spin-alpha');
    expect(other).toMatchObject({ status: 200, body: { status: 'won', prize: { key: 'detail', label: 'Free detail' } } });
    expect(draws).toBe(before + 1);
    // A prize named in the body is ignored: the draw (0.9, the fuel card) decides.
    random = 0.9;
    const response = await handleSpin(jsonRequest('alpha.localhost', '/api/spin-to-win', { promotion: 'spin-alpha', prize: 'detail' }, { 'x-test-shopper': randomUUID() }), deps);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { prize: { key: string } }).prize.key).toBe('fuel');
  });

  it('the same shopper spins once per promotion, not once ever, and per site', async () => {
    const shopper = randomUUID();
    expect((await spinAs(shopper, 'spin-alpha')).status).toBe(200);
    expect((await spinAs(shopper, 'spin-beta', 'beta.localhost')).status).toBe(200);
    expect((await spinAs(shopper, 'spin-beta', 'beta.localhost')).status).toBe(409);
  });

  it('a spin that cannot be stored is a 503 with a message and wins nothing; the shopper can spin again', async () => {
    const shopper = randomUUID();
    const broken: SpinRouteDeps = { ...deps, spins: async () => ({ ...(await deps.spins()), destinations: () => { throw new Error('CRM settings unreadable'); } }) };
    const response = await handleSpin(jsonRequest('alpha.localhost', '/api/spin-to-win', { promotion: 'spin-alpha' }, { 'x-test-shopper': shopper }), broken);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/\w/);
    expect(await handle.db.selectFrom('spin_to_win_spins').selectAll().where('user_id', '=', shopper).execute()).toEqual([]);
    expect((await spinAs(shopper, 'spin-alpha')).status).toBe(200);
  });

  it('signed out is 401; another site\'s promotion is 404; an ended one is 410; nothing is stored', async () => {
    expect(await spinAs(null, 'spin-alpha')).toMatchObject({ status: 401, body: { error: 'Verify your mobile number to spin. It is one spin per verified mobile.' } });
    const shopper = randomUUID();
    expect(await spinAs(shopper, 'spin-beta')).toMatchObject({ status: 404, body: { error: 'This promotion is not running.' } });
    expect(await spinAs(shopper, 'spin-alpha-over')).toMatchObject({ status: 410, body: { error: 'This promotion has ended. Thanks for your interest.' } });
    expect(await spinAs(shopper, '../../etc')).toMatchObject({ status: 400 });
    expect(await handle.db.selectFrom('spin_to_win_spins').selectAll().where('user_id', '=', shopper).execute()).toEqual([]);
  });
});
