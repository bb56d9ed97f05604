import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/**
 * Views and phone reveals, always scoped to the tenant that served the page. The vehicle must
 * belong to that site: the update matches on site_slug, so another tenant's id changes nothing.
 */
export async function recordView(db: Kysely<Database>, siteSlug: string, vehicleId: number): Promise<number | null> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.updateTable('vehicles').set((eb) => ({ views: eb('views', '+', 1) }))
      .where('site_slug', '=', siteSlug).where('id', '=', vehicleId)
      .returning('views').executeTakeFirst();
    if (!row) return null;
    await tx.insertInto('vehicle_views').values({ site_slug: siteSlug, vehicle_id: vehicleId }).execute();
    return row.views;
  });
}

export async function recordPhoneReveal(db: Kysely<Database>, siteSlug: string, vehicleId: number, dealershipId: number): Promise<void> {
  await db.insertInto('phone_reveals').values({ site_slug: siteSlug, vehicle_id: vehicleId, dealership_id: dealershipId }).execute();
}

export async function countPhoneReveals(db: Kysely<Database>, siteSlug: string, vehicleId: number): Promise<number> {
  const { n } = await db.selectFrom('phone_reveals').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('site_slug', '=', siteSlug).where('vehicle_id', '=', vehicleId).executeTakeFirstOrThrow();
  return Number(n);
}
