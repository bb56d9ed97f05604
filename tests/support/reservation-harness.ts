import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { findVehicleById, updateVehicle } from '@/vehicles/vehicle-repository';
import { inProcessHttpClient, localProcessor, localWebhookSecret } from '@/ports/payments/local-processor';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '@/ports/payments/payments-config';
import { PaymentUnavailable, type PaymentsPort } from '@/ports/payments/payments-port';
import { stripePayments } from '@/ports/payments/stripe-payments';
import type { ReservationDeps } from '@/reserve/server/reservation-deps';
import { storeReservationLead } from '@/reserve/server/reservation-lead';
import { timeZoneForState } from '@/lib/time-zone';
import { TestClock } from './local-gotrue-server';

export const ORIGIN = 'http://alpha.localhost:3500';

/**
 * The reservation service over a test database and the local payment processor in process (the
 * real `stripe` SDK), with a movable clock. Texts are kept in `sms`, emails in `emails`; `down` makes the processor
 * unreachable. Webhooks are delivered by the test (deliver to `webhookUrl`).
 */
export function reservationHarness(db: Kysely<Database>, sites: Record<string, SiteConfig>, webhookUrl = 'http://127.0.0.1:9/unused') {
  const clock = new TestClock();
  const processor = localProcessor(db, webhookUrl, clock.now);
  const sms: { siteSlug: string; to: string; body: string }[] = [];
  const emails: { siteSlug: string; to: string; subject: string; body: string }[] = [];
  const state = { down: false };
  const port: PaymentsPort = stripePayments({
    adapter: 'local-stripe', secretKey: LOCAL_SECRET_KEY, publishableKey: LOCAL_PUBLISHABLE_KEY,
    webhookSecret: () => localWebhookSecret(db),
    config: { host: 'alpha.localhost', port: 3500, protocol: 'http', httpClient: inProcessHttpClient(processor, ORIGIN), maxNetworkRetries: 3 },
  });
  const deps: ReservationDeps = {
    db,
    payments: async () => {
      if (state.down) throw new PaymentUnavailable('Payment provider unavailable (test)');
      return port;
    },
    site: async (slug) => sites[slug] ?? null,
    vehicle: (siteSlug, id) => findVehicleById(db, siteSlug, id),
    setCar: async (siteSlug, id, change) => {
      await updateVehicle(db, siteSlug, id, change);
    },
    sms: async (siteSlug, to, body) => {
      sms.push({ siteSlug, to, body });
    },
    email: async (siteSlug, to, subject, body) => {
      emails.push({ siteSlug, to, subject, body });
    },
    lead: (reservation, site, vehicle, zone) => storeReservationLead(db, ['local-inbox'], reservation, site, vehicle, zone),
    timeZone: async (site) => timeZoneForState(site.address.state),
    now: clock.now,
  };
  return { deps, clock, processor, port, sms, emails, state };
}
