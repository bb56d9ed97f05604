import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { getSiteConfig, type SiteConfig } from '@/content/site';
import { database } from '@/ports/database';
import { appRateLimitStore } from '@/server/rate-limits';
import { siteForHost } from '@/tenancy/site-for-host';
import { storeLimiter, type Limiter } from './identity-limits';
import { requestAuth, type RequestAuth } from './shopper-session';

/** What the identity route handlers need from the app; tests pass their own. */
export type IdentityRouteDeps = {
  site(host: string | null): Promise<SiteConfig | null>;
  db(): Promise<Kysely<Database>>;
  /** The shared rate-limit counters (the database, or Redis with REDIS_URL). */
  limiter(): Promise<Limiter>;
  /** The request's Supabase client and cookie jar. */
  auth(request: Request): RequestAuth;
};

const db = async () => (await database()).db;

export const appIdentityRouteDeps: IdentityRouteDeps = {
  async site(host) {
    const resolution = await siteForHost(host);
    return resolution.kind === 'site' ? getSiteConfig(resolution.slug) : null;
  },
  db,
  limiter: async () => storeLimiter(await appRateLimitStore(db)),
  auth: requestAuth,
};
