import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/**
 * Sliding-window rate limits kept in the database, so every server process shares them. Keys
 * (an IP address, a phone number) are stored only as salted hashes.
 */
export type RateRule = { bucket: string; limit: number; windowMs: number };

const HOUR = 60 * 60_000;

/** SPEC 7 /api/rate-limit guards sending a verification code: per phone and per IP address. */
export const VERIFICATION_PER_PHONE: RateRule = { bucket: 'verification:phone', limit: 5, windowMs: HOUR };
export const VERIFICATION_PER_IP: RateRule = { bucket: 'verification:ip', limit: 20, windowMs: HOUR };
/** /api/check-if-contact-exists: enough for a shopper, too few to test a list of numbers. */
export const CONTACT_CHECK_PER_IP: RateRule = { bucket: 'contact-check:ip', limit: 20, windowMs: HOUR };
export const CONTACT_CHECK_PER_PHONE: RateRule = { bucket: 'contact-check:phone', limit: 10, windowMs: HOUR };
/** Registration lookups reach a paid register in production. */
export const REGO_LOOKUP_PER_IP: RateRule = { bucket: 'rego-lookup:ip', limit: 30, windowMs: HOUR };
/** /api/miscellaneous: a shopper saves a valuation once or twice per trade-in. */
/** /api/leads/uploads: a CV or two per application; each upload can be 5 MB. */
export const UPLOAD_PER_IP: RateRule = { bucket: 'upload:ip', limit: 20, windowMs: HOUR };
export const MISCELLANEOUS_PER_IP: RateRule = { bucket: 'miscellaneous:ip', limit: 30, windowMs: HOUR };

export function hashKey(bucket: string, key: string): string {
  return createHash('sha256').update(`dealer-platform-rate-limit\n${bucket}\n${key}`).digest('hex');
}

/**
 * Records one use against each rule and says whether all were within their limits. A use over
 * the limit is not recorded, so waiting out the window always helps.
 */
export async function takeRateLimit(db: Kysely<Database>, siteSlug: string, checks: readonly { rule: RateRule; key: string }[], now: Date = new Date()): Promise<boolean> {
  const hashed = checks.map(({ rule, key }) => ({ rule, hash: hashKey(rule.bucket, key) }));
  for (const { rule, hash } of hashed) {
    const since = new Date(now.getTime() - rule.windowMs);
    const { n } = await db.selectFrom('rate_limit_events').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('bucket', '=', rule.bucket).where('key_hash', '=', hash).where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= rule.limit) return false;
  }
  await db.insertInto('rate_limit_events').values(hashed.map(({ rule, hash }) => ({ site_slug: siteSlug, bucket: rule.bucket, key_hash: hash, created_at: now }))).execute();
  // Now and then, forget what no window can still need.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limit_events').where('created_at', '<', new Date(now.getTime() - 24 * HOUR)).execute();
  return true;
}
