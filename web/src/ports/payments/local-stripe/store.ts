import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { stripeId, unixSeconds } from './ids';

/** The local processor's objects (Stripe JSON) and events, in the database port. */
export type Db = Kysely<Database> | Transaction<Database>;

export async function findObject<T>(db: Db, id: string, object: string, forUpdate = false): Promise<T | null> {
  let query = db.selectFrom('local_stripe_objects').select('data').where('id', '=', id).where('object', '=', object);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? (row.data as T) : null;
}

export async function insertObject(db: Db, id: string, object: string, data: object): Promise<void> {
  await db.insertInto('local_stripe_objects').values({ id, object, data: JSON.stringify(data) }).execute();
}

export async function updateObject(db: Db, id: string, data: object): Promise<void> {
  await db.updateTable('local_stripe_objects').set({ data: JSON.stringify(data), updated_at: new Date() }).where('id', '=', id).execute();
}

export const API_VERSION = '2026-10-28.endive';

/** Records events about an object (inside the transaction that changed it); webhooks deliver them. */
export async function recordEvents(db: Db, types: string[], object: object, request: { id: string; idempotencyKey: string | null }, now: Date): Promise<void> {
  for (const type of types) {
    const id = stripeId('evt');
    const event = {
      id, object: 'event', api_version: API_VERSION, created: unixSeconds(now), data: { object }, livemode: false, pending_webhooks: 1,
      request: { id: request.id, idempotency_key: request.idempotencyKey }, type,
    };
    await db.insertInto('local_stripe_events').values({ id, type, data: JSON.stringify(event), created_at: now, next_attempt_at: now }).execute();
  }
}

export async function findEvent(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('local_stripe_events').select('data').where('id', '=', id).executeTakeFirst();
  return row ? (row.data as Record<string, unknown>) : null;
}

/** Events newest first, as GET /v1/events lists them (`limit`, `starting_after`, `type`). */
export async function listEvents(db: Db, options: { limit: number; type?: string; startingAfter?: string }) {
  let query = db.selectFrom('local_stripe_events').select(['data', 'seq']).orderBy('seq', 'desc').limit(options.limit + 1);
  if (options.type) query = query.where('type', '=', options.type);
  if (options.startingAfter) {
    query = query.where('seq', '<', (eb) => eb.selectFrom('local_stripe_events').select('seq').where('id', '=', options.startingAfter!));
  }
  const rows = await query.execute();
  return { data: rows.slice(0, options.limit).map((row) => row.data as Record<string, unknown>), has_more: rows.length > options.limit };
}

/** A setting made once and shared by every instance (the first writer wins). */
export async function setting(db: Db, name: string, make: () => string): Promise<string> {
  await db.insertInto('local_stripe_settings').values({ name, value: make() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('local_stripe_settings').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export const nowSql = sql<Date>`now()`;
