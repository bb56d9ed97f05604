import type { ReactNode } from 'react';
import { pageSiteConfig } from '@/content/page-site-config';
import { siteTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import { HydrateApart } from './hydrate-apart';
import { footerView } from './footer-view';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The layout's header and footer as every shopper sees them, rendered once per tenant and then
 * served from the page cache until the site is published again (`site:<slug>`). The per-shopper
 * part (the account island) is passed through, never part of the cached copy.
 * `data-layout-rendered-at` says when this copy was rendered.
 */
export async function CachedSiteHeader({ siteSlug, account }: { siteSlug: string; account: ReactNode }): Promise<ReactNode> {
  'use cache';
  tagCache(siteTag(siteSlug));
  const site = await pageSiteConfig(siteSlug);
  if (!site) return null;
  return (
    <div className="contents" data-layout-rendered-at={new Date().toISOString()}>
      <HydrateApart>
        <SiteHeader site={site} account={account} />
      </HydrateApart>
    </div>
  );
}

export async function CachedSiteFooter({ siteSlug }: { siteSlug: string }): Promise<ReactNode> {
  'use cache';
  tagCache(siteTag(siteSlug));
  const site = await pageSiteConfig(siteSlug);
  return site ? (
    <HydrateApart>
      <SiteFooter footer={footerView(site)} />
    </HydrateApart>
  ) : null;
}
