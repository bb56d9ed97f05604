import { getSiteConfig } from '@/content/site';
import { kickLeadOutbox, leadDestinations } from '@/leads/delivery';
import { database } from '@/ports/database';
import { emailChannel, messagingPort } from '@/ports/messaging';
import { payments } from '@/ports/payments';
import { applyVehicleChange } from '@/vehicles/changes/vehicle-changes';
import { carTimeZone } from '@/vehicles/car-time-zone';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import type { ReservationDeps } from './reservation-deps';
import { storeReservationLead } from './reservation-lead';

/**
 * The reservation service wired to the app's ports. `origin` is the shopper's site (where the
 * local processor's card challenge is served); background work passes the platform's own.
 */
export async function appReservationDeps(origin: string): Promise<ReservationDeps> {
  const { db } = await database();
  return {
    db,
    payments: () => payments(origin),
    site: (slug) => getSiteConfig(slug),
    vehicle: (siteSlug, id) => findVehicleById(db, siteSlug, id),
    setCar: async (siteSlug, vehicleId, change) => {
      await applyVehicleChange(siteSlug, vehicleId, change);
    },
    sms: async (siteSlug, to, body) => {
      await (await messagingPort()).sendSms({ siteSlug, to, body, kind: 'alert' });
    },
    email: async (siteSlug, to, subject, body) => {
      await (await emailChannel()).sendEmail({ siteSlug, to, subject, body, kind: 'receipt' });
    },
    lead: async (reservation, site, vehicle, zone) => {
      await storeReservationLead(db, leadDestinations(site.slug), reservation, site, vehicle, zone);
      kickLeadOutbox();
    },
    timeZone: carTimeZone,
    now: () => new Date(),
  };
}
