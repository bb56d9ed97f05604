import type { ReactNode } from 'react';
import { getPage } from '@/content/pages';
import { pageSiteConfig } from '@/content/page-site-config';
import { ALL_STOCK_TAG, pageTag, siteTag, stockTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import { HydrateApart } from '@/components/site/hydrate-apart';
import { Sections } from './sections';

type Props = {
  siteSlug: string;
  pageSlug: string;
  /** The page's <h1> when the page does not open with a hero (see Sections). */
  title: string;
  titleClassName?: string;
};

/**
 * A CMS page's sections, rendered once per tenant and page and then served from the page cache
 * (the same for every shopper: per-shopper parts are client islands) until the page or the site
 * is published again or the tenant's stock changes (blocks list stock). The caller has checked
 * that the page exists. `data-rendered-at` says when this copy was rendered.
 */
export async function CachedSections({ siteSlug, pageSlug, title, titleClassName }: Props): Promise<ReactNode> {
  'use cache';
  tagCache(siteTag(siteSlug), pageTag(siteSlug, pageSlug), stockTag(siteSlug), ALL_STOCK_TAG);
  const site = await pageSiteConfig(siteSlug);
  const page = site && (await getPage(site, pageSlug));
  if (!site || !page) return null;
  return (
    <div className="contents" data-rendered-at={new Date().toISOString()}>
      <HydrateApart>
        <Sections sections={page.sections} site={site} title={title} titleClassName={titleClassName} />
      </HydrateApart>
    </div>
  );
}
