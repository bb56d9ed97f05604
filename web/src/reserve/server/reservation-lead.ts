import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { storeLead } from '@/leads/server/lead-store';
import { vehicleTitle } from '@/domain/vehicle-title';
import type { Vehicle } from '@/vehicles/vehicle';
import { formatHoldEnd } from '@/lib/hold-time';
import type { Reservation } from './reservation-store';

/**
 * The dealer's lead for a held reservation (category Reservation), through the lead outbox like
 * every other lead: the shopper, the car, the payment reference and the hold's end. Stored once
 * per reservation (its id is the lead's idempotency key).
 */
export async function storeReservationLead(db: Kysely<Database>, destinations: readonly string[], reservation: Reservation, site: SiteConfig, vehicle: Vehicle, zone: string): Promise<void> {
  const holdUntil = reservation.hold_until ? new Date(reservation.hold_until) : null;
  await storeLead(db, {
    siteSlug: site.slug, kind: 'reservation', idempotencyKey: `reservation:${reservation.id}`, category: 'Reservation', subcategory: null,
    userData: {
      name: reservation.name, email: reservation.email, phone: reservation.phone, category: 'Reservation',
      message: `Reserved online: ${vehicleTitle(vehicle)} (stock ${vehicle.stocknum ?? vehicle.id}). Deposit $${(reservation.amount_cents / 100).toFixed(2)} authorised, not captured.`,
      reservation_reference: reservation.reference, payment_reference: reservation.payment_intent_id,
      deposit: reservation.amount_cents / 100, hold_until: holdUntil?.toISOString() ?? null,
      hold_until_local: holdUntil ? formatHoldEnd(holdUntil, zone) : null,
    },
    phone: reservation.phone, url: null, userAgent: null, carId: vehicle.id, carDealershipId: vehicle.dealership_id,
    dealershipSlug: vehicle.dealership_slug, locationSlug: vehicle.location_slug, tags: ['Reservation'],
    leadAttributes: { reservation_reference: reservation.reference, payment_reference: reservation.payment_intent_id, hold_until: holdUntil?.toISOString() ?? null },
    spam: false,
  }, destinations);
}
