import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { serverEnv } from '@/server/env';
import type { RateLimitRule } from './limits';
import { databaseRateLimitStore, redisRateLimitStore, type RateLimitStore, type RateLimitVerdict } from './rate-limit-store';

export { RATE_LIMITS, type RateLimitRule } from './limits';
export { clientAddress } from './client-address';
export type { RateLimitStore, RateLimitVerdict };

export type RateLimitCheck = { rule: RateLimitRule; key: string };

/**
 * Uses one unit of each check, in order, stopping at the first that is over its limit (later
 * checks are then not counted). Tenant-scoped rules count per site.
 */
export async function takeRateLimit(store: RateLimitStore, siteSlug: string, checks: readonly RateLimitCheck[]): Promise<RateLimitVerdict> {
  for (const { rule, key } of checks) {
    const scoped = rule.scope === 'tenant' ? `${siteSlug}\n${key}` : key;
    const verdict = await store.consume(rule, scoped);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

const globalKey = Symbol.for('dealer.rate-limit-store');
type Holder = { [globalKey]?: Promise<RateLimitStore> };

/** This process's store: Redis when REDIS_URL is set, else the database port's `rate_limiter` table. */
export function appRateLimitStore(db: () => Promise<Kysely<Database>>): Promise<RateLimitStore> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= (async () => {
    const url = serverEnv().REDIS_URL;
    if (!url) return databaseRateLimitStore(await db());
    const { Redis } = await import('ioredis');
    return redisRateLimitStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
  })();
  holder[globalKey].catch(() => delete holder[globalKey]);
  return holder[globalKey];
}
