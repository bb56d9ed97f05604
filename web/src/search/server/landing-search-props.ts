import 'server-only';
import { pageSiteConfig } from '@/content/page-site-config';
import type { StockSearchProps } from '@/search/components/stock-search';
import { ALL_STOCK_TAG, siteTag, stockTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import { resolveSearch } from './resolve-search';
import { stockSearchProps } from './stock-search-props';

/**
 * A search landing page's props (its path, no query string), from the page cache until the
 * tenant's stock changes (a price, a sale, a new car: vehicles/vehicle-cache.ts expires the stock
 * tag) or its site is published. The results themselves are searched while the page's HTML is
 * rendered; these tags are what expire the cached page that holds them. Null for a path that
 * names nothing this tenant stocks.
 */
export async function landingSearchProps(siteSlug: string, segments: string[], heading: string): Promise<StockSearchProps | null> {
  'use cache';
  tagCache(siteTag(siteSlug), stockTag(siteSlug), ALL_STOCK_TAG);
  const site = await pageSiteConfig(siteSlug);
  const resolved = site && (await resolveSearch(site, segments, {}, heading));
  return site && resolved ? stockSearchProps(site, resolved, heading) : null;
}
