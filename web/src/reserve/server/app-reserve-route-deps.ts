import { getSiteConfig } from '@/content/site';
import { requestShopper } from '@/identity/server/shopper-session';
import { database } from '@/ports/database';
import { appRateLimitStore } from '@/server/rate-limits';
import { siteForHost } from '@/tenancy/site-for-host';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { appReservationDeps } from './app-reservation-deps';
import type { ReserveRouteDeps } from './reserve-route';
import type { WaitlistRouteDeps } from './waitlist-route';

export const appReserveRouteDeps: ReserveRouteDeps = {
  async site(host) {
    const resolution = await siteForHost(host);
    return resolution.kind === 'site' ? getSiteConfig(resolution.slug) : null;
  },
  vehicle: async (site, id) => findVehicleById((await database()).db, site.slug, id),
  reservations: appReservationDeps,
  rateLimits: () => appRateLimitStore(async () => (await database()).db),
  shopper: async (request) => (await requestShopper(request)).shopper,
};

export const appWaitlistRouteDeps: WaitlistRouteDeps = {
  site: appReserveRouteDeps.site,
  rateLimits: appReserveRouteDeps.rateLimits,
  shopper: appReserveRouteDeps.shopper,
  db: async () => (await database()).db,
};
