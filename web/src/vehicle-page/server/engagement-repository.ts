import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { Visitor } from './visitor';

/**
 * Views and phone reveals, always scoped to the tenant that served the page. The vehicle must
 * belong to that site: the update matches on site_slug, so another tenant's id changes nothing.
 * Each counts once per visitor, car and day; a request that is not a visitor (a bot) or repeats
 * a visit reads the count without changing it.
 */
export async function recordView(db: Kysely<Database>, siteSlug: string, vehicleId: number, visitor: Visitor | null): Promise<number | null> {
  return db.transaction().execute(async (tx) => {
    const first = visitor !== null && await tx.insertInto('vehicle_views')
      .values({ site_slug: siteSlug, vehicle_id: vehicleId, visitor_hash: visitor.hash, visit_day: visitor.day })
      .onConflict((oc) => oc.columns(['site_slug', 'vehicle_id', 'visit_day', 'visitor_hash']).doNothing())
      .returning('id').executeTakeFirst() !== undefined;
    const row = first
      ? await tx.updateTable('vehicles').set((eb) => ({ views: eb('views', '+', 1) })).where('site_slug', '=', siteSlug).where('id', '=', vehicleId).returning('views').executeTakeFirst()
      : await tx.selectFrom('vehicles').select('views').where('site_slug', '=', siteSlug).where('id', '=', vehicleId).executeTakeFirst();
    // Another tenant's (or no) vehicle: the view row goes with the rolled-back transaction.
    if (!row) throw new NoSuchVehicle();
    return row.views;
  }).catch((error: unknown) => {
    if (error instanceof NoSuchVehicle) return null;
    throw error;
  });
}

class NoSuchVehicle extends Error {}

/** Records a reveal; false when this visitor already revealed this car today (or is a bot). */
export async function recordPhoneReveal(db: Kysely<Database>, siteSlug: string, vehicleId: number, dealershipId: number, visitor: Visitor | null): Promise<boolean> {
  if (!visitor) return false;
  const inserted = await db.insertInto('phone_reveals')
    .values({ site_slug: siteSlug, vehicle_id: vehicleId, dealership_id: dealershipId, visitor_hash: visitor.hash, visit_day: visitor.day })
    .onConflict((oc) => oc.columns(['site_slug', 'vehicle_id', 'visit_day', 'visitor_hash']).doNothing())
    .returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function countPhoneReveals(db: Kysely<Database>, siteSlug: string, vehicleId: number): Promise<number> {
  const { n } = await db.selectFrom('phone_reveals').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('site_slug', '=', siteSlug).where('vehicle_id', '=', vehicleId).executeTakeFirstOrThrow();
  return Number(n);
}
