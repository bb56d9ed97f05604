import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

export type VerificationRow = {
  websiteSlug: string;
  dealershipSlug: string | null;
  type: 'sms' | 'verify';
  phone: string;
  outcome: 'sent' | 'refused' | 'verified' | 'failed';
  userId?: string | null;
};

/** The phone is kept only as a hash, per tenant: enough to count, nothing to read back. */
export const phoneHash = (siteSlug: string, phone: string) => createHash('sha256').update(`${siteSlug}\n${phone}`).digest('hex');

/** SPEC 7: a verification row per send and per verify (website_slug, dealership_slug, verification_type, user_id on verify). */
export async function recordVerification(db: Kysely<Database>, row: VerificationRow): Promise<void> {
  await db.insertInto('verifications').values({
    website_slug: row.websiteSlug,
    dealership_slug: row.dealershipSlug,
    verification_type: row.type,
    user_id: row.userId ?? null,
    phone_hash: phoneHash(row.websiteSlug, row.phone),
    outcome: row.outcome,
  }).execute();
}

/** When the last code went to this phone on this site, or null. */
export async function lastCodeSentAt(db: Kysely<Database>, siteSlug: string, phone: string): Promise<Date | null> {
  const row = await db.selectFrom('verifications').select('created_at')
    .where('website_slug', '=', siteSlug).where('phone_hash', '=', phoneHash(siteSlug, phone))
    .where('verification_type', '=', 'sms').where('outcome', '=', 'sent')
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.created_at ?? null;
}

/** Wrong codes typed since the last code was sent to this phone (SPEC 9: a code allows 5 tries). */
export async function failedTriesSinceLastCode(db: Kysely<Database>, siteSlug: string, phone: string): Promise<number> {
  const since = await lastCodeSentAt(db, siteSlug, phone);
  let query = db.selectFrom('verifications').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('website_slug', '=', siteSlug).where('phone_hash', '=', phoneHash(siteSlug, phone))
    .where('verification_type', '=', 'verify').where('outcome', '=', 'failed');
  if (since) query = query.where('created_at', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
