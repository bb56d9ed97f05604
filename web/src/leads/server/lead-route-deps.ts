import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { Location } from '@dealer/schemas/content/location';
import { getLocations } from '@/content/locations';
import { getSiteConfig, type SiteConfig } from '@/content/site';
import { database } from '@/ports/database';
import { appRateLimitStore, type RateLimitStore } from '@/server/rate-limits';
import { siteForHost } from '@/tenancy/site-for-host';
import { kickLeadOutbox, leadDestinations } from '../delivery';

/** What the lead route handlers need from the rest of the app; the fault suite passes its own. */
export type LeadRouteDeps = {
  site(host: string | null): Promise<SiteConfig | null>;
  db(): Promise<Kysely<Database>>;
  /** Where rate-limit counters live (the database, or Redis with REDIS_URL). */
  rateLimits(): Promise<RateLimitStore>;
  locations(site: SiteConfig): Promise<readonly Location[]>;
  destinations(siteSlug: string): readonly string[];
  /** A lead was stored: deliver it soon. */
  stored(): void;
};

export const appLeadRouteDeps: LeadRouteDeps = {
  async site(host) {
    const resolution = await siteForHost(host);
    return resolution.kind === 'site' ? getSiteConfig(resolution.slug) : null;
  },
  db: async () => (await database()).db,
  rateLimits: () => appRateLimitStore(async () => (await database()).db),
  locations: (site) => getLocations(site),
  destinations: leadDestinations,
  stored: kickLeadOutbox,
};
