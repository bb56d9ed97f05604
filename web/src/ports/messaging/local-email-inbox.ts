import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { EmailChannel, EmailMessage } from './messaging-port';

/** The embedded default of the email channel: each email is a row of `email_inbox`, read back by /dev/inbox. */
export function localEmailInbox(db: Kysely<Database>): EmailChannel {
  return {
    adapter: 'local-inbox',
    async sendEmail(message: EmailMessage) {
      const row = await db.insertInto('email_inbox')
        .values({ site_slug: message.siteSlug, to_email: message.to, subject: message.subject, body: message.body, kind: message.kind })
        .returning('id').executeTakeFirstOrThrow();
      return { id: `local-email-${row.id}` };
    },
  };
}

export type InboxEmail = { id: string; to: string; subject: string; body: string; kind: string; received_at: string };

/** The tenant's emails, newest first. */
export async function listEmailInbox(db: Kysely<Database>, siteSlug: string, limit = 100): Promise<InboxEmail[]> {
  const rows = await db.selectFrom('email_inbox').select(['id', 'to_email', 'subject', 'body', 'kind', 'created_at'])
    .where('site_slug', '=', siteSlug).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: String(r.id), to: r.to_email, subject: r.subject, body: r.body, kind: r.kind, received_at: r.created_at.toISOString() }));
}
