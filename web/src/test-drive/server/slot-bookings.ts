import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/** Someone else holds the slot for this car: the lead's transaction is rolled back, nothing is stored. */
export class SlotTaken extends Error {
  override name = 'SlotTaken';
}

export type SlotBooking = { vehicleId: number; startsAt: Date; locationSlug: string };

/**
 * Takes a slot for a lead inside the lead's own transaction. The table's primary key (site, car,
 * start) decides between two shoppers, even on two instances at once: the second insert waits
 * for the first transaction and then finds the row, so it throws SlotTaken and its lead is rolled
 * back with it.
 */
export async function bookSlot(trx: Transaction<Database>, siteSlug: string, leadId: string, booking: SlotBooking): Promise<void> {
  const inserted = await trx.insertInto('test_drive_bookings')
    .values({ site_slug: siteSlug, vehicle_id: booking.vehicleId, starts_at: booking.startsAt, lead_id: leadId, location_slug: booking.locationSlug })
    .onConflict((oc) => oc.columns(['site_slug', 'vehicle_id', 'starts_at']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  if (!inserted) throw new SlotTaken('This test-drive slot is already booked.');
}

/** The starts of a car's booked slots from an instant on. */
export async function bookedStarts(db: Kysely<Database>, siteSlug: string, vehicleId: number, from: Date): Promise<Date[]> {
  const rows = await db.selectFrom('test_drive_bookings').select('starts_at')
    .where('site_slug', '=', siteSlug).where('vehicle_id', '=', vehicleId).where('starts_at', '>=', from)
    .execute();
  return rows.map((row) => new Date(row.starts_at));
}
