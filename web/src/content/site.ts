import { cache } from 'react';
import { siteConfig, siteRoute, type SiteConfig, type SiteRoute } from '@dealer/schemas/content/site';
import { SITE_CONFIG_QUERY, SITE_ROUTES_QUERY } from '@dealer/schemas/queries';
import { contentPort } from '@/ports/content';
import { siteTag } from '@/server/cache/cache-tags';
import { requestPerspective } from './draft-mode';
import { ttlCache } from './ttl-cache';

export type { SiteConfig, SiteRoute };

const routesCache = ttlCache<SiteRoute[]>(30_000);
const configCache = ttlCache<SiteConfig | null>(30_000);

/** Drops the memoised site list and configs (a publish webhook arrived). */
export function forgetSiteContent(): void {
  routesCache.clear();
  configCache.clear();
}

/** Every site with its slug and custom domains: what host routing and the directory need. */
export function listSites(): Promise<SiteRoute[]> {
  return routesCache.get('all', async () => {
    const raw = await contentPort().fetch<unknown[]>(SITE_ROUTES_QUERY, {}, { tags: ['sites'] });
    return siteRoute.array().parse(raw);
  });
}

/**
 * The full site config of one tenant, or null when no site has that slug. Content that fails
 * the contract is an error for the whole site rather than a half-rendered page.
 */
export const getSiteConfig = cache(async (slug: string): Promise<SiteConfig | null> => {
  const perspective = await requestPerspective();
  // A preview reads the editor's latest draft every time; only published configs are memoised.
  if (perspective === 'drafts') return loadSiteConfig(slug, perspective);
  return configCache.get(slug, () => loadSiteConfig(slug, perspective));
});

/** Reads one site's config from the content port (no memo; see getSiteConfig and page-site-config.ts). */
export async function loadSiteConfig(slug: string, perspective: 'published' | 'drafts'): Promise<SiteConfig | null> {
  const raw = await contentPort().fetch<unknown>(SITE_CONFIG_QUERY, { site: slug }, { tags: [siteTag(slug)], perspective });
  if (raw == null) return null;
  const parsed = siteConfig.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Site config of "${slug}" is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
