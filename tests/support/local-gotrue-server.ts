import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { DEMO_ANON_KEY } from '@/ports/auth/auth-config';
import { handleLocalGoTrue } from '@/ports/auth/local-gotrue/handler';
import { localSmsInbox } from '@/ports/messaging/local-sms-inbox';
import type { MessagingPort } from '@/ports/messaging/messaging-port';
import { serveFetchHandler, type FetchServer } from './fetch-server';

/** A test clock: the local GoTrue reads it; tests move it to expire codes and tokens. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(seconds: number) {
    this.offsetMs += seconds * 1000;
  }
}

export type LocalGoTrueServer = FetchServer;

/**
 * The local GoTrue of one tenant over real HTTP on 127.0.0.1 (Node cannot resolve `*.localhost`,
 * so each tenant gets its own port), sharing one database with any other tenant's server.
 */
export async function startLocalGoTrue(db: Kysely<Database>, siteSlug: string, clock: TestClock, allowFromAddress?: (kind: 'otp' | 'verify') => Promise<boolean>, sms: MessagingPort = localSmsInbox(db)): Promise<LocalGoTrueServer> {
  const deps = {
    db,
    site: async () => ({ slug: siteSlug, name: `${siteSlug} Motors` }),
    sms: async () => sms,
    apiKeys: [DEMO_ANON_KEY],
    allowFromAddress: allowFromAddress ? (kind: 'otp' | 'verify') => allowFromAddress(kind) : undefined,
    now: clock.now,
  };
  return serveFetchHandler((request, address) => handleLocalGoTrue(request, new URL(request.url).pathname.replace(/^\/auth\/v1/, ''), deps, address));
}

/** The code the local SMS inbox received last for a phone (national form). */
export async function lastCode(db: Kysely<Database>, siteSlug: string, phone: string): Promise<string> {
  const row = await db.selectFrom('sms_inbox').select('body').where('site_slug', '=', siteSlug).where('to_phone', '=', phone)
    .orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`No code in "${row.body}"`);
  return code;
}
