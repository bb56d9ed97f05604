import { randomInt } from 'node:crypto';
import { spinPromotion } from '@dealer/schemas/content/spin-promotion';
import { SPIN_PROMOTION_QUERY } from '@dealer/schemas/queries';
import { kickLeadOutbox, leadDestinations } from '@/leads/delivery';
import { contentPort } from '@/ports/content';
import { database } from '@/ports/database';
import { requestShopper } from '@/identity/server/shopper-session';
import { appReserveRouteDeps } from '@/reserve/server/app-reserve-route-deps';
import { siteTag } from '@/server/cache/cache-tags';
import type { SpinRouteDeps } from './spin-route';
import type { SpinDeps } from './spin-service';

// A draw a shopper cannot predict from earlier spins (Math.random's state can be recovered).
// randomInt takes a range below 2^48; 2^32 tickets are ample for a dozen prizes.
const SCALE = 2 ** 32;
const secureRandom = () => randomInt(SCALE) / SCALE;

/** Spins wired to the app's database, published content (a draft never decides a prize) and lead outbox. */
export async function appSpinDeps(): Promise<SpinDeps> {
  return {
    db: (await database()).db,
    async promotion(site, id) {
      const raw = await contentPort().fetch<unknown>(SPIN_PROMOTION_QUERY, { siteId: site._id, id }, { tags: [siteTag(site.slug)], perspective: 'published' });
      const parsed = spinPromotion.nullable().safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
    random: secureRandom,
    now: () => new Date(),
    destinations: (site) => leadDestinations(site.slug),
    delivered: kickLeadOutbox,
  };
}

/** The same tenant and rate-limit store as reserving; the shopper with their first name for the lead. */
export const appSpinRouteDeps: SpinRouteDeps = {
  site: appReserveRouteDeps.site,
  rateLimits: appReserveRouteDeps.rateLimits,
  shopper: async (request) => (await requestShopper(request)).shopper,
  spins: appSpinDeps,
};
