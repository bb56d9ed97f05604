import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { CheckoutJourneysTable } from '@dealer/migrations/payments-database-types';
import type { JourneyData } from '../journey-data';

/** A shopper's purchase of one car (migration 0042): where they are and what they saved. */
export type JourneyRow = Selectable<CheckoutJourneysTable>;
export type Journey = Omit<JourneyRow, 'data'> & { data: JourneyData };

/** The cookie that names a signed-out shopper's journeys (its value is stored hashed). */
export const JOURNEY_COOKIE = 'checkout-journey';

/** Whose journey: the signed-in shopper's id, else the browser's key. */
export function shopperKey(userId: string | null, deviceKey: string | null): string | null {
  if (userId) return `user:${userId}`;
  if (deviceKey && /^[A-Za-z0-9-]{16,100}$/.test(deviceKey)) return `device:${createHash('sha256').update(deviceKey).digest('hex')}`;
  return null;
}

const asJourney = (row: JourneyRow): Journey => ({ ...row, data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as JourneyData });

export async function findJourney(db: Kysely<Database>, siteSlug: string, key: string, vehicleId: number): Promise<Journey | null> {
  const row = await db.selectFrom('checkout_journeys').selectAll()
    .where('site_slug', '=', siteSlug).where('shopper_key', '=', key).where('vehicle_id', '=', vehicleId).executeTakeFirst();
  return row ? asJourney(row) : null;
}

/** The shopper's journey for the car, started at step 1 the first time. */
export async function openJourney(db: Kysely<Database>, siteSlug: string, key: string, vehicleId: number, now: Date): Promise<Journey> {
  await db.insertInto('checkout_journeys').values({ id: randomUUID(), site_slug: siteSlug, vehicle_id: vehicleId, shopper_key: key, step: 1, data: JSON.stringify({}), created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['site_slug', 'shopper_key', 'vehicle_id']).doNothing()).execute();
  const journey = await findJourney(db, siteSlug, key, vehicleId);
  if (!journey) throw new Error('The checkout journey vanished between its insert and its read.');
  return journey;
}

export async function saveJourney(db: Kysely<Database>, id: string, step: number, data: JourneyData, now: Date): Promise<void> {
  await db.updateTable('checkout_journeys').set({ step, data: JSON.stringify(data), updated_at: now }).where('id', '=', id).execute();
}

export async function linkReservation(db: Kysely<Database>, id: string, reservationId: string, now: Date): Promise<void> {
  await db.updateTable('checkout_journeys').set({ reservation_id: reservationId, updated_at: now }).where('id', '=', id).execute();
}
