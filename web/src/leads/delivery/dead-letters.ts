import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/**
 * Dead letters: deliveries the outbox gave up on (a CRM refusing the lead, or too many failures),
 * for the operator to read with their last error and to put back in the queue once the CRM is
 * fixed (`POST /api/admin/lead-deliveries`, `npm run leads:redrive`).
 */
export type DeadLetter = {
  id: number;
  site_slug: string;
  lead_id: string;
  destination: string;
  attempts: number;
  last_http_status: number | null;
  last_error: string | null;
  dead_at: string;
  category: string;
};

export async function listDeadLetters(db: Kysely<Database>, options: { site?: string; limit?: number } = {}): Promise<DeadLetter[]> {
  let query = db.selectFrom('lead_deliveries as d').innerJoin('leads as l', 'l.id', 'd.lead_id')
    .select(['d.id', 'd.site_slug', 'd.lead_id', 'd.destination', 'd.attempts', 'd.last_http_status', 'd.last_error', 'd.dead_at', 'l.category'])
    .where('d.status', '=', 'dead').orderBy('d.dead_at', 'desc').limit(Math.min(options.limit ?? 100, 1000));
  if (options.site) query = query.where('d.site_slug', '=', options.site);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, dead_at: new Date(row.dead_at!).toISOString() }));
}

/** Puts dead letters back in the queue (all, a site's, or the given ids): due now, attempts from 0. */
export async function redriveDeadLetters(db: Kysely<Database>, options: { site?: string; ids?: readonly number[]; now?: Date } = {}): Promise<number> {
  let query = db.updateTable('lead_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: options.now ?? new Date(), dead_at: null, claim_token: null, claimed_until: null })
    .where('status', '=', 'dead');
  if (options.site) query = query.where('site_slug', '=', options.site);
  if (options.ids) query = query.where('id', 'in', options.ids.length > 0 ? [...options.ids] : [-1]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
