import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddress } from '@/server/rate-limits/client-address';
import { databaseRateLimitStore, redisRateLimitStore, type RateLimitStore } from '@/server/rate-limits/rate-limit-store';
import { takeRateLimit, type RateLimitRule } from '@/server/rate-limits';
import { migrate } from '@dealer/migrations/migrate';
import { databaseTargets } from '../support/database-targets';

/**
 * Hardening findings 4 and 14: limits that hold under concurrency and across instances (a shared
 * store with atomic counters), keyed by the socket's address unless proxies are trusted, and
 * scoped by tenant where the spec scopes the shopper by site.
 */
const rule = (points: number, scope: RateLimitRule['scope'] = 'platform'): RateLimitRule => ({ name: `test-${scope}-${points}-${Math.random().toString(36).slice(2, 8)}`, points, durationSec: 60, scope });

type StoreTarget = { name: string; open(): Promise<{ store: RateLimitStore; twin: RateLimitStore; dispose(): Promise<void> }> };
const { targets } = databaseTargets();
const stores: StoreTarget[] = targets.map((target) => ({
  name: target.name,
  async open() {
    const db = await target.open();
    await migrate(db);
    // Two stores over one database play two app instances.
    return { store: databaseRateLimitStore(db.db), twin: databaseRateLimitStore(db.db), dispose: () => db.dispose() };
  },
}));
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  stores.push({
    name: 'Redis',
    async open() {
      const a = new Redis(redisUrl);
      const b = new Redis(redisUrl);
      const prefix = `test-${Date.now()}`;
      return { store: redisRateLimitStore(a, prefix), twin: redisRateLimitStore(b, prefix), async dispose() { a.disconnect(); b.disconnect(); } };
    },
  });
} else {
  console.info('Redis rate-limit store: skipped, TEST_REDIS_URL is not set (.ci/run sets it)');
}

describe.each(stores.map((target) => [target.name, target] as const))('rate limits on %s', (_name, target) => {
  const opened = target.open();
  afterAll(async () => (await opened).dispose());

  it('lets exactly the allowance through 100 concurrent requests from two instances', async () => {
    const { store, twin } = await opened;
    const limit = rule(7);
    const verdicts = await Promise.all(Array.from({ length: 100 }, (_, i) => takeRateLimit(i % 2 ? store : twin, 'alpha', [{ rule: limit, key: '192.0.2.1' }])));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    const refused = verdicts.find((v) => !v.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts tenant-scoped limits per site and platform limits across sites', async () => {
    const { store } = await opened;
    const perSite = rule(2, 'tenant');
    for (const site of ['alpha', 'alpha']) expect((await takeRateLimit(store, site, [{ rule: perSite, key: '0412345678' }])).allowed).toBe(true);
    expect((await takeRateLimit(store, 'alpha', [{ rule: perSite, key: '0412345678' }])).allowed).toBe(false);
    expect((await takeRateLimit(store, 'beta', [{ rule: perSite, key: '0412345678' }])).allowed).toBe(true);
    const platform = rule(2);
    for (const site of ['alpha', 'beta']) expect((await takeRateLimit(store, site, [{ rule: platform, key: '192.0.2.9' }])).allowed).toBe(true);
    expect((await takeRateLimit(store, 'gamma', [{ rule: platform, key: '192.0.2.9' }])).allowed).toBe(false);
  });
});

describe('the client address', () => {
  const request = (headers: Record<string, string>) => new Request('http://alpha.localhost/api/leads/contact', { method: 'POST', headers });

  it('comes from the socket and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request({ 'x-dealer-socket-address': '203.0.113.5', 'x-forwarded-for': '198.51.100.1' }), 0)).toBe('203.0.113.5');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.1' }), 0)).toBe('unknown');
  });

  it('believes as many X-Forwarded-For entries as proxies are trusted, from the right', () => {
    const headers = { 'x-dealer-socket-address': '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.1' };
    expect(clientAddress(request(headers), 1)).toBe('10.0.0.1');
    expect(clientAddress(request(headers), 2)).toBe('203.0.113.5');
    // A client cannot prepend its way past the trusted hops.
    expect(clientAddress(request({ 'x-dealer-socket-address': '10.0.0.2', 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.5' }), 1)).toBe('203.0.113.5');
  });

  it('reads IPv4-mapped addresses as IPv4 and groups IPv6 by /64', () => {
    expect(clientAddress(request({ 'x-dealer-socket-address': '::ffff:192.0.2.7' }), 0)).toBe('192.0.2.7');
    const a = clientAddress(request({ 'x-dealer-socket-address': '2001:db8:1:2:aaaa::1' }), 0);
    const b = clientAddress(request({ 'x-dealer-socket-address': '2001:db8:1:2:bbbb::9' }), 0);
    expect(a).toBe(b);
    expect(a).toBe('2001:db8:1:2::/64');
  });
});
