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

/** Leads per page of the inbox; `nextPage` is null on the last one. */
export const INBOX_PAGE_SIZE = 100;

export type InboxView = { leads: InboxLead[]; pending: number; page: number; nextPage: number | null };

/** One page of the tenant's local inbox (newest first), and how many of its deliveries are still waiting. */
export async function inboxView(db: Kysely<Database>, siteSlug: string, page = 1): Promise<InboxView> {
  const [listed, pending] = await Promise.all([
    // One more than a page tells whether another page follows.
    listInbox(db, siteSlug, { limit: INBOX_PAGE_SIZE + 1, offset: (page - 1) * INBOX_PAGE_SIZE }),
    db.selectFrom('lead_deliveries').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('site_slug', '=', siteSlug).where('status', '<>', 'delivered').executeTakeFirstOrThrow(),
  ]);
  const entries = listed.slice(0, INBOX_PAGE_SIZE);
  return {
    pending: Number(pending.n),
    page,
    nextPage: listed.length > INBOX_PAGE_SIZE ? page + 1 : null,
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
