import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { MessagingPort, SmsMessage } from './messaging-port';

/** The embedded default: each message is a row of `sms_inbox`, read back by /dev/inbox. */
export function localSmsInbox(db: Kysely<Database>): MessagingPort {
  return {
    adapter: 'local-inbox',
    async sendSms(message: SmsMessage) {
      const row = await db.insertInto('sms_inbox')
        .values({ site_slug: message.siteSlug, to_phone: message.to, body: message.body, kind: message.kind })
        .returning('id').executeTakeFirstOrThrow();
      return { id: `local-${row.id}` };
    },
  };
}

export type InboxSms = { id: string; to: string; body: string; kind: string; received_at: string };

/** The tenant's text messages, newest first. */
export async function listSmsInbox(db: Kysely<Database>, siteSlug: string, limit = 100): Promise<InboxSms[]> {
  const rows = await db.selectFrom('sms_inbox').select(['id', 'to_phone', 'body', 'kind', 'created_at'])
    .where('site_slug', '=', siteSlug).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: String(r.id), to: r.to_phone, body: r.body, kind: r.kind, received_at: r.created_at.toISOString() }));
}
