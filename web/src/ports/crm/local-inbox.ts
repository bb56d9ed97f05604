import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { renderAdf } from './adf';
import { errorText, type LeadDestination } from './crm-port';
import type { LeadDocument } from './lead-document';

/**
 * The embedded default of the lead-delivery port: a CRM inside the platform's own database. It
 * keeps what a dealer's CRM would receive (the JSON document and its ADF/XML) and, like a CRM
 * honouring Idempotency-Key, stores a repeated delivery only once.
 */
export function localInboxDestination(db: Kysely<Database>): LeadDestination {
  return {
    async deliver(doc: LeadDocument, idempotencyKey: string) {
      try {
        await db.insertInto('dev_inbox').values({
          site_slug: doc.site_slug,
          lead_id: doc.lead_id,
          idempotency_key: idempotencyKey,
          payload: JSON.stringify(doc),
          adf_xml: renderAdf(doc),
        }).onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
        return { ok: true, httpStatus: null };
      } catch (error) {
        return { ok: false, outcome: 'failed', httpStatus: null, error: errorText(error) };
      }
    },
  };
}

export type InboxEntry = { lead_id: string; received_at: string; payload: LeadDocument; adf_xml: string };

/** The tenant's delivered leads, newest first, `limit` of them after skipping `offset`. */
export async function listInbox(db: Kysely<Database>, siteSlug: string, { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<InboxEntry[]> {
  const rows = await db.selectFrom('dev_inbox').select(['lead_id', 'received_at', 'payload', 'adf_xml'])
    .where('site_slug', '=', siteSlug).orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((r) => ({ lead_id: r.lead_id, received_at: r.received_at.toISOString(), payload: r.payload as unknown as LeadDocument, adf_xml: r.adf_xml }));
}
