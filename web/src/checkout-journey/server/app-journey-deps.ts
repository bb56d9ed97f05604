import { getSiteConfig } from '@/content/site';
import { requestShopper } from '@/identity/server/shopper-session';
import { kickLeadOutbox, leadDestinations } from '@/leads/delivery';
import { database } from '@/ports/database';
import { financeQuotePort } from '@/ports/finance-quote';
import { valuationPort } from '@/ports/valuation';
import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { findReservation } from '@/reserve/server/reservation-store';
import { appRateLimitStore } from '@/server/rate-limits';
import { siteForHost } from '@/tenancy/site-for-host';
import { estimateDelivery } from '@/vehicle-page/server/delivery-estimate';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { journeyContext } from './journey-context';
import type { JourneyDeps } from './journey-service';
import type { JourneyRouteDeps } from './journey-route';
import type { Journey } from './journey-store';
import type { JourneyContext } from './journey-service';
import { storePurchaseLead } from './purchase-lead';

export async function appJourneyDeps(): Promise<JourneyDeps> {
  return { db: (await database()).db, valuation: valuationPort, finance: financeQuotePort, delivery: estimateDelivery, now: () => new Date() };
}

/** The whole deal to the dealer's CRM (lead outbox) once the reservation holds the car. */
export async function purchaseLeadFor(journey: Journey, reservationId: string, context: JourneyContext): Promise<void> {
  const { db } = await database();
  const reservation = await findReservation(db, reservationId);
  if (!reservation || (reservation.state !== 'held' && reservation.state !== 'converted')) return;
  try {
    await storePurchaseLead(db, leadDestinations(context.site.slug), { journey, reservation, site: context.site, vehicle: context.vehicle, price: context.price });
    kickLeadOutbox();
  } catch (error) {
    console.error('[checkout journey] purchase lead not stored', journey.id, error instanceof Error ? error.message : error);
  }
}

export const appJourneyRouteDeps: JourneyRouteDeps = {
  async site(host) {
    const resolution = await siteForHost(host);
    return resolution.kind === 'site' ? getSiteConfig(resolution.slug) : null;
  },
  vehicle: async (site, id) => findVehicleById((await database()).db, site.slug, id),
  shopper: async (request) => (await requestShopper(request)).shopper,
  context: (site, vehicle, phone) => journeyContext(site, vehicle, phone, new Date()),
  journeys: appJourneyDeps,
  reservations: appReservationDeps,
  purchaseLead: purchaseLeadFor,
  rateLimits: () => appRateLimitStore(async () => (await database()).db),
};
