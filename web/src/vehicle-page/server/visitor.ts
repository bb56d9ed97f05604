import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { clientAddress } from '@/server/rate-limits';

/**
 * Who is counting as a visitor for views and phone reveals (hardening finding 10): known bots
 * are not visitors at all; a person is a hash of their address and browser with a salt that
 * changes daily. Salts live in the database (so every instance hashes alike) and are deleted
 * after two days, after which no stored hash can be linked to an address again.
 */
export type Visitor = { hash: string; day: string };

export async function visitorOf(db: Kysely<Database>, request: Request, siteSlug: string, now = new Date()): Promise<Visitor | null> {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (userAgent === '' || isbot(userAgent)) return null;
  const day = now.toISOString().slice(0, 10);
  const salt = await dailySalt(db, day);
  const hash = createHash('sha256').update(`${salt}\n${siteSlug}\n${clientAddress(request)}\n${userAgent}`).digest('hex');
  return { hash, day };
}

async function dailySalt(db: Kysely<Database>, day: string): Promise<string> {
  const existing = await db.selectFrom('daily_salts').select('salt').where('day', '=', day).executeTakeFirst();
  if (existing) return existing.salt;
  // Two instances may race on a new day: the first salt wins and both read it back.
  await db.insertInto('daily_salts').values({ day, salt: randomBytes(32).toString('hex') }).onConflict((oc) => oc.column('day').doNothing()).execute();
  await db.deleteFrom('daily_salts').where('day', '<', previousDay(day)).execute();
  return (await db.selectFrom('daily_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()).salt;
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
