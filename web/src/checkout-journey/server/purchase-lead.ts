import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { vehicleTitle } from '@/domain/vehicle-title';
import { storeLead } from '@/leads/server/lead-store';
import type { Reservation } from '@/reserve/server/reservation-store';
import type { Vehicle } from '@/vehicles/vehicle';
import { deliveryFee, tradeInCredit } from '../journey-data';
import { journeyTotals } from '../journey-totals';
import type { Journey } from './journey-store';

/**
 * The dealer's lead for an online purchase (category Online Purchase) once its deposit holds the
 * car: the whole deal (price, trade-in and its offer, cash or finance and its quote, delivery or
 * pickup and the date, the buyer, the itemised balance) through the lead outbox. Stored once per
 * journey and reservation, however often it is asked for.
 */
export async function storePurchaseLead(db: Kysely<Database>, destinations: readonly string[], input: { journey: Journey; reservation: Reservation; site: SiteConfig; vehicle: Vehicle; price: number }): Promise<void> {
  const { journey, reservation, site, vehicle, price } = input;
  const details = journey.data.details;
  if (!details) return;
  const totals = journeyTotals({ price, tradeIn: tradeInCredit(journey.data), delivery: deliveryFee(journey.data), deposit: reservation.amount_cents / 100 });
  const deal = {
    price, trade_in: journey.data.trade_in ?? null, payment: journey.data.payment ?? null, handover: journey.data.handover ?? null,
    items: totals.lines, balance: totals.balance, trade_in_surplus: totals.surplus,
    reservation_reference: reservation.reference, payment_reference: reservation.payment_intent_id, hold_until: reservation.hold_until ? new Date(reservation.hold_until).toISOString() : null,
  };
  const handover = journey.data.handover;
  await storeLead(db, {
    siteSlug: site.slug, kind: 'purchase', idempotencyKey: `purchase:${journey.id}:${reservation.id}`, category: 'Online Purchase', subcategory: null,
    userData: {
      name: details.name, last_name: details.last_name, email: details.email, phone: details.phone, postcode: details.postcode,
      address: { street: details.street, suburb: details.suburb, state: details.state, postcode: details.postcode }, licence_number: details.licence,
      category: 'Online Purchase',
      message: `Buying online: ${vehicleTitle(vehicle)} (stock ${vehicle.stocknum}). ${journey.data.payment?.method === 'finance' ? 'Finance' : 'Cash'}; `
        + `${handover?.method === 'delivery' ? `delivery to ${handover.postcode}` : 'pickup'} on ${handover?.date ?? 'a date to agree'}. Balance $${totals.balance.toFixed(2)}.`,
      deal,
    },
    phone: details.phone, url: null, userAgent: null, carId: vehicle.id, carDealershipId: vehicle.dealership_id,
    dealershipSlug: vehicle.dealership_slug, locationSlug: vehicle.location_slug, tags: ['Online Purchase'],
    leadAttributes: { reservation_reference: reservation.reference, payment_reference: reservation.payment_intent_id, journey_id: journey.id },
    spam: false,
  }, destinations);
}
