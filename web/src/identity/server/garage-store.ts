import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

export type GarageEnquiry = { id: string; category: string; subcategory: string | null; carId: number | null; createdAt: Date; status: 'Sent to the dealer' | 'Being sent' };
export type GarageValuation = { id: string; vehicle: string; kms: number; offerPrice: number | null; createdAt: Date; status: 'Offer accepted' | 'Offer made' | 'No online estimate' };

/**
 * What the shopper sent this site, found by their verified phone (SPEC 3 User: phone): enquiries
 * with whether they reached the dealer, and trade-in valuations with their offer. Newest first;
 * only this tenant's records, never spam.
 */
export async function garageEnquiries(db: Kysely<Database>, siteSlug: string, phone: string): Promise<GarageEnquiry[]> {
  const rows = await db.selectFrom('leads as l')
    .select(['l.id', 'l.category', 'l.subcategory', 'l.car_id', 'l.created_at'])
    .select((eb) => eb.exists(eb.selectFrom('lead_deliveries as d').select('d.id').whereRef('d.lead_id', '=', 'l.id').where('d.status', '<>', 'delivered')).as('pending'))
    .where('l.site_slug', '=', siteSlug).where('l.phone', '=', phone).where('l.spam', '=', false).where('l.kind', '<>', 'trade-in')
    .orderBy('l.created_at', 'desc').limit(50).execute();
  return rows.map((row) => ({ id: row.id, category: row.category, subcategory: row.subcategory, carId: row.car_id, createdAt: row.created_at, status: row.pending ? 'Being sent' : 'Sent to the dealer' }));
}

export async function garageValuations(db: Kysely<Database>, siteSlug: string, phone: string): Promise<GarageValuation[]> {
  const rows = await db.selectFrom('valuations as v').innerJoin('leads as l', 'l.id', 'v.lead_id')
    .select(['v.id', 'v.vehicle', 'v.kms', 'v.offer_price', 'v.outcome', 'v.accepted_at', 'v.created_at'])
    .where('v.site_slug', '=', siteSlug).where('l.site_slug', '=', siteSlug).where('l.phone', '=', phone)
    .orderBy('v.created_at', 'desc').limit(50).execute();
  return rows.map((row) => {
    const vehicle = (row.vehicle ?? {}) as { year?: number; make?: string; model?: string; variant?: string | null };
    return {
      id: row.id,
      vehicle: [vehicle.year, vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' '),
      kms: row.kms,
      offerPrice: row.offer_price === null ? null : Number(row.offer_price),
      createdAt: row.created_at,
      status: row.accepted_at ? 'Offer accepted' : row.outcome === 'offer' ? 'Offer made' : 'No online estimate',
    };
  });
}
