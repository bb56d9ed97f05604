import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { hashKey } from '@/leads/server/rate-limit';

/**
 * Every limit of shopper identity in one place (SPEC 9). Keys that
 * name a phone always include the tenant, so one site's abuse never locks a shopper out of
 * another. Counters live in the database port, shared by every instance.
 */
export type IdentityLimit = { bucket: string; points: number; windowSeconds: number };

const HOUR = 3600;
export const LIMITS = {
  /** At most 5 codes per phone per hour (per tenant) ... */
  codePerPhone: { bucket: 'identity:code:phone', points: 5, windowSeconds: HOUR },
  /** ... and 30 per address per hour. */
  codePerAddress: { bucket: 'identity:code:ip', points: 30, windowSeconds: HOUR },
  /** Verifies from one address: 5 tries for each of its 30 codes an hour is the most a shopper needs. */
  verifyPerAddress: { bucket: 'identity:verify:ip', points: 150, windowSeconds: HOUR },
  /** Watchlist saves and removes by one shopper: far above any real use, low enough to stop a script. */
  watchlistPerShopper: { bucket: 'identity:watchlist:user', points: 300, windowSeconds: HOUR },
  watchlistPerAddress: { bucket: 'identity:watchlist:ip', points: 600, windowSeconds: HOUR },
  /** /api/check-if-contact-exists (SPEC 7). */
  contactCheckPerAddress: { bucket: 'identity:contact-check:ip', points: 20, windowSeconds: HOUR },
} as const satisfies Record<string, IdentityLimit>;

export type LimitResult = { allowed: boolean; retryAfterSeconds: number };

export interface Limiter {
  /** Takes one point; refused (and not counted) when the window is full. */
  consume(limit: IdentityLimit, key: string): Promise<LimitResult>;
  /** Whether `consume` would be allowed now, without taking a point. */
  peek(limit: IdentityLimit, key: string): Promise<LimitResult>;
}

/**
 * The limiter over the database's `rate_limit_events` (a sliding window). A use is inserted first
 * and counted after, so parallel requests can never all slip under the limit: at worst a few of
 * them are refused together. To be replaced by the shared rate-limit module.
 */
export function databaseLimiter(db: Kysely<Database>, now: () => Date = () => new Date()): Limiter {
  async function usage(limit: IdentityLimit, hash: string, at: Date) {
    const since = new Date(at.getTime() - limit.windowSeconds * 1000);
    const row = await db.selectFrom('rate_limit_events')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('bucket', '=', limit.bucket).where('key_hash', '=', hash).where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const oldest = row.oldest ? new Date(row.oldest as unknown as string) : at;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + limit.windowSeconds * 1000 - at.getTime()) / 1000));
    return { used: Number(row.n), retryAfterSeconds };
  }
  return {
    async peek(limit, key) {
      const { used, retryAfterSeconds } = await usage(limit, hashKey(limit.bucket, key), now());
      return used < limit.points ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds };
    },
    async consume(limit, key) {
      const at = now();
      const hash = hashKey(limit.bucket, key);
      const inserted = await db.insertInto('rate_limit_events')
        .values({ site_slug: '', bucket: limit.bucket, key_hash: hash, created_at: at }).returning('id').executeTakeFirstOrThrow();
      const { used, retryAfterSeconds } = await usage(limit, hash, at);
      if (used <= limit.points) return { allowed: true, retryAfterSeconds: 0 };
      await db.deleteFrom('rate_limit_events').where('id', '=', inserted.id).execute();
      return { allowed: false, retryAfterSeconds };
    },
  };
}

/** Several limits at once: each is consumed only if all allow (checked in order, peeked first). */
export async function consumeAll(limiter: Limiter, checks: readonly [IdentityLimit, string][]): Promise<LimitResult> {
  for (const [limit, key] of checks) {
    const peeked = await limiter.peek(limit, key);
    if (!peeked.allowed) return peeked;
  }
  for (const [limit, key] of checks) {
    const taken = await limiter.consume(limit, key);
    if (!taken.allowed) return taken;
  }
  return { allowed: true, retryAfterSeconds: 0 };
}
