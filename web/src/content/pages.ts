import { cache } from 'react';
import { page, type Page } from '@dealer/schemas/content/section';
import { PAGE_QUERY } from '@dealer/schemas/queries';
import { pageTag, siteTag } from '@/server/cache/cache-tags';
import { fetchContent } from './fetch-content';
import type { SiteConfig } from './site';

export type { Page };

/** A CMS page of the site by slug ('home' for the home page), or null when there is none. */
export const getPage = cache(async (site: SiteConfig, slug: string): Promise<Page | null> => {
  const raw = await fetchContent<unknown>(PAGE_QUERY, { siteId: site._id, slug }, [siteTag(site.slug), pageTag(site.slug, slug)]);
  if (raw == null) return null;
  return page.parse(raw);
});
