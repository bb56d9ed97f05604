import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { listInbox } from './local-inbox';

/** A delivered lead as /dev/inbox and /api/dev/inbox show it. */
export type InboxLead = {
  lead_id: string;
  received_at: string;
  kind: string;
  category: string;
  subcategory: string | null;
  name: string;
  vehicle: string | null;
  payload: unknown;
  adf_xml: string;
};

export type InboxView = { leads: InboxLead[]; pending: number };

/** The tenant's local inbox, and how many of its deliveries are still waiting. */
export async function inboxView(db: Kysely<Database>, siteSlug: string): Promise<InboxView> {
  const [entries, pending] = await Promise.all([
    listInbox(db, siteSlug),
    db.selectFrom('lead_deliveries').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('site_slug', '=', siteSlug).where('status', '<>', 'delivered').executeTakeFirstOrThrow(),
  ]);
  return {
    pending: Number(pending.n),
    leads: entries.map((entry) => {
      const data = entry.payload.userData;
      const name = [data.name, data.last_name].filter((p) => typeof p === 'string' && p !== '').join(' ');
      const description = typeof data.car_description === 'string' ? data.car_description : null;
      return {
        lead_id: entry.lead_id,
        received_at: entry.received_at,
        kind: entry.payload.kind,
        category: entry.payload.category,
        subcategory: entry.payload.subcategory,
        name,
        vehicle: description,
        payload: entry.payload,
        adf_xml: entry.adf_xml,
      };
    }),
  };
}
