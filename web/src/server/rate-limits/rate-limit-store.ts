import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { Database } from '@dealer/migrations/database-types';
import type { RateLimitRule } from './limits';

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/** Where counters live: the database port (default) or Redis. Either way every instance shares them. */
export type RateLimitStore = {
  readonly kind: 'database' | 'redis';
  consume(rule: RateLimitRule, key: string): Promise<RateLimitVerdict>;
  /** Whether `consume` would be allowed now, without using anything. */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitVerdict>;
};

/** Keys are stored as hashes: no address, phone or email is kept in clear. */
export function hashKey(key: string): string {
  return createHash('sha256').update(`dealer-platform-rate-limit\n${key}`).digest('hex');
}

function storeOver(kind: RateLimitStore['kind'], create: (rule: RateLimitRule) => RateLimiterStoreAbstract): RateLimitStore {
  const limiters = new Map<string, RateLimiterStoreAbstract>();
  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = create(rule);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  return {
    kind,
    async peek(rule, key) {
      const used = await limiterFor(rule).get(hashKey(key));
      if (!used || used.consumedPoints < rule.points) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
    },
    async consume(rule, key) {
      const limiter = limiterFor(rule);
      try {
        await limiter.consume(hashKey(key));
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error when the store fails.
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        throw rejection;
      }
    },
  };
}

/**
 * Counters in the `rate_limiter` table (migration 0013) through rate-limiter-flexible's Postgres
 * limiter, which updates a counter with one atomic upsert. It runs its SQL through Kysely, so the
 * same code serves PGlite (embedded) and PostgreSQL.
 */
export function databaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  const client = {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length };
    },
  };
  return storeOver('database', (rule) => new RateLimiterPostgres({
    storeClient: client,
    storeType: 'client',
    tableName: 'rate_limiter',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSec,
  }));
}

/** Counters in Redis (REDIS_URL), for deployments that run Redis anyway (page cache). */
export function redisRateLimitStore(redis: unknown, prefix = 'rl'): RateLimitStore {
  return storeOver('redis', (rule) => new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:${rule.name}`,
    points: rule.points,
    duration: rule.durationSec,
  }));
}
