import { database } from '@/ports/database';

/**
 * When the car's current reservation hold ends (SPEC 9), or null when no reservation holds it.
 * Pages say "Reserved until …" from this; the reserve feature owns the reservations themselves.
 */
export async function holdEndOf(vehicleId: number): Promise<Date | null> {
  const { db } = await database();
  const row = await db.selectFrom('reservations').select('hold_until').where('vehicle_id', '=', vehicleId).where('state', '=', 'held').executeTakeFirst();
  return row?.hold_until ? new Date(row.hold_until) : null;
}
