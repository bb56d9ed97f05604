import 'server-only';
import { cache } from 'react';
import { siteTag } from '@/server/cache/cache-tags';
import { BUILD_CHECK_SITE } from '@/server/cache/route-cache';
import { tagCache } from '@/server/cache/tag-cache';
import { isDraftMode } from './draft-mode';
import { getSiteConfig, loadSiteConfig, type SiteConfig } from './site';

/**
 * The tenant's site config for rendering a page: the published config from the page cache, tagged
 * `site:<slug>`, so a publish (content/revalidate.ts) expires it on every instance sharing the
 * cache at once, and every cached page part built from it with it. An editor's preview reads the
 * drafts. The build's check path (route-cache.ts) is no site, decided before draft mode is asked.
 * Pages only: the proxy and background work read getSiteConfig's in-process memo.
 */
export const pageSiteConfig = cache(async (slug: string): Promise<SiteConfig | null> => {
  if (slug === BUILD_CHECK_SITE) return null;
  if (await isDraftMode()) return getSiteConfig(slug);
  return cachedSiteConfig(slug);
});

async function cachedSiteConfig(slug: string): Promise<SiteConfig | null> {
  'use cache';
  tagCache(siteTag(slug));
  return loadSiteConfig(slug, 'published');
}
