import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/** One row of the change log (vehicle_changes): a write to a vehicle, at the address it had. */
export type LoggedChange = { seq: number; vehicleId: number; siteSlug: string; slug: string };

/** The channel the log's trigger notifies with each new sequence number (migration 0060). */
export const CHANGE_CHANNEL = 'vehicle_changes';

/** The newest sequence number in the log (0 when empty): where an instance starts following. */
export async function latestChangeSeq(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('vehicle_changes').select(sql<string | null>`max(seq)`.as('seq')).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/**
 * Changes after `after`, plus any of the `missing` sequence numbers that have appeared since (a
 * transaction that took a number before another committed commits later), oldest first.
 */
export async function readChanges(db: Kysely<Database>, after: number, missing: readonly number[], limit: number): Promise<LoggedChange[]> {
  let query = db.selectFrom('vehicle_changes').select(['seq', 'vehicle_id', 'site_slug', 'slug']);
  query = missing.length > 0
    ? query.where((eb) => eb.or([eb('seq', '>', String(after)), eb('seq', 'in', missing.map(String))]))
    : query.where('seq', '>', String(after));
  const rows = await query.orderBy('seq').limit(limit).execute();
  return rows.map((row) => ({ seq: Number(row.seq), vehicleId: row.vehicle_id, siteSlug: row.site_slug, slug: row.slug }));
}

/** Drops log entries older than a day: every instance has long applied them (one starting later begins at the newest). */
export async function pruneChangeLog(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('vehicle_changes').where('changed_at', '<', new Date(now.getTime() - 86_400_000)).execute();
}
