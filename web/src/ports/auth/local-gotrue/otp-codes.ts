import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/** SPEC 9 "OTP ... 6 digits"; valid 5 minutes, void after 5 wrong tries, resend after 60 s. */
export const OTP_LENGTH = 6;
export const OTP_EXPIRY_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
/** GoTrue's `GOTRUE_SMS_MAX_FREQUENCY`: the shortest time between two codes to one phone. */
export const SMS_MAX_FREQUENCY_SECONDS = 60;

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

const hashCode = (code: string, phone: string, salt: string) => createHash('sha256').update(`${salt}\n${phone}\n${code}`).digest('hex');

/** Seconds until this phone may get another code (0 when it may now). */
export async function secondsUntilResend(db: Kysely<Database>, siteSlug: string, phone: string, now: Date): Promise<number> {
  const last = await db.selectFrom('auth_otp_codes').select('sent_at')
    .where('site_slug', '=', siteSlug).where('phone', '=', phone).orderBy('sent_at', 'desc').limit(1).executeTakeFirst();
  if (!last) return 0;
  const waited = (now.getTime() - last.sent_at.getTime()) / 1000;
  return waited >= SMS_MAX_FREQUENCY_SECONDS ? 0 : Math.ceil(SMS_MAX_FREQUENCY_SECONDS - waited);
}

/** Stores a new code for the phone (only its salted hash) and voids any earlier one. */
export async function issueCode(db: Kysely<Database>, siteSlug: string, phone: string, now: Date): Promise<string> {
  const code = generateCode();
  const salt = randomBytes(16).toString('hex');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('auth_otp_codes').set({ used_at: now })
      .where('site_slug', '=', siteSlug).where('phone', '=', phone).where('used_at', 'is', null).execute();
    await trx.insertInto('auth_otp_codes').values({
      id: randomUUID(), site_slug: siteSlug, phone, code_hash: hashCode(code, phone, salt), salt,
      sent_at: now, expires_at: new Date(now.getTime() + OTP_EXPIRY_SECONDS * 1000), used_at: null,
    }).execute();
  });
  return code;
}

/**
 * Checks a code against the phone's live code. A wrong code uses up one of its tries; after the
 * last, the code is void and even the right one is refused. The count is one atomic UPDATE, so
 * parallel guesses cannot get more tries than allowed.
 */
export async function consumeCode(db: Kysely<Database>, siteSlug: string, phone: string, code: string, now: Date): Promise<boolean> {
  const live = await db.updateTable('auth_otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('site_slug', '=', siteSlug).where('phone', '=', phone).where('used_at', 'is', null)
    .where('expires_at', '>', now).where('attempts', '<', OTP_MAX_ATTEMPTS)
    .returning(['id', 'code_hash', 'salt']).executeTakeFirst();
  if (!live) return false;
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(code, phone, live.salt), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const used = await db.updateTable('auth_otp_codes').set({ used_at: now })
    .where('id', '=', live.id).where('used_at', 'is', null).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
