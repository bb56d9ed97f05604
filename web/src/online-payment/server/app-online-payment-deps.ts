import { kickLeadOutbox, leadDestinations } from '@/leads/delivery';
import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { appReserveRouteDeps } from '@/reserve/server/app-reserve-route-deps';
import { storeOnlinePaymentLead } from './online-payment-lead';
import type { OnlinePaymentRouteDeps } from './online-payment-route';
import type { OnlinePaymentDeps } from './online-payment-service';

/** Paying online wired to the app's ports; `origin` is the shopper's site (the card challenge is served there). */
export async function appOnlinePaymentDeps(origin: string): Promise<OnlinePaymentDeps> {
  // The same database, payments port, sites and texts as reserving.
  const { db, payments, site, sms, email, now } = await appReservationDeps(origin);
  return {
    db, payments, site, email, now,
    receipt: (paidTo, payment, text) => sms(paidTo.slug, payment.phone, text),
    lead: async (paidTo, payment) => {
      await storeOnlinePaymentLead(db, leadDestinations(paidTo.slug), paidTo, payment);
      kickLeadOutbox();
    },
  };
}

/** The same tenant, session and rate-limit store as reserving. */
export const appOnlinePaymentRouteDeps: OnlinePaymentRouteDeps = {
  site: appReserveRouteDeps.site,
  rateLimits: appReserveRouteDeps.rateLimits,
  shopper: (request) => appReserveRouteDeps.shopper!(request),
  payments: appOnlinePaymentDeps,
};
