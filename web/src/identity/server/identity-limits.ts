import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { databaseRateLimitStore, type RateLimitStore } from '@/server/rate-limits/rate-limit-store';

/**
 * Every limit of shopper identity in one place (SPEC 9). Keys that
 * name a phone always include the tenant, so one site's abuse never locks a shopper out of
 * another. Counters live in the shared rate-limit store (server/rate-limits: the database port,
 * or Redis), shared by every instance and updated atomically.
 */
export type IdentityLimit = { bucket: string; points: number; windowSeconds: number };

const HOUR = 3600;
/** A second code to the same phone only after this many seconds (GoTrue's SMS max frequency). */
export const RESEND_AFTER_SECONDS = 60;
/** Wrong codes a code allows; the next try is refused even with the right code. */
export const WRONG_CODES_PER_CODE = 5;
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
  /** Takes one point; refused when the window is full. */
  consume(limit: IdentityLimit, key: string): Promise<LimitResult>;
  /** Whether `consume` would be allowed now, without taking a point. */
  peek(limit: IdentityLimit, key: string): Promise<LimitResult>;
}

const asRule = (limit: IdentityLimit) => ({ name: limit.bucket, points: limit.points, durationSec: limit.windowSeconds, scope: 'platform' as const });

/** The identity limits over a shared rate-limit store (keys already carry the tenant where needed). */
export function storeLimiter(store: RateLimitStore): Limiter {
  return {
    consume: (limit, key) => store.consume(asRule(limit), key),
    peek: (limit, key) => store.peek(asRule(limit), key),
  };
}

/** The limiter over the database port's counters. */
export function databaseLimiter(db: Kysely<Database>): Limiter {
  return storeLimiter(databaseRateLimitStore(db));
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
