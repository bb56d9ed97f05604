import 'server-only';
import { cache } from 'react';
import { siteTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import { isDraftMode } from './draft-mode';
import { getSiteConfig, loadSiteConfig, type SiteConfig } from './site';

/**
 * The tenant's site config for rendering a page: the published config from the page cache, tagged
 * `site:<slug>`, so a publish (content/revalidate.ts) expires it on every instance sharing the
 * cache at once, and every cached page part built from it with it. An editor's preview reads the
 * drafts. Pages only: the proxy and background work read getSiteConfig's in-process memo.
 */
export const pageSiteConfig = cache(async (slug: string): Promise<SiteConfig | null> => {
  if (await isDraftMode()) return getSiteConfig(slug);
  return cachedSiteConfig(slug);
});

async function cachedSiteConfig(slug: string): Promise<SiteConfig | null> {
  'use cache';
  tagCache(siteTag(slug));
  return loadSiteConfig(slug, 'published');
}
