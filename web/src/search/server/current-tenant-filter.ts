import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { tenantFilter, tenantFilterChangesAt } from '@/search/port/tenant-filter';
import { deadlineTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';

type FilterSite = Pick<SiteConfig, 'search' | 'dealerships'>;

/**
 * The tenant's search filter now (port/tenant-filter.ts), for pages rendered once for every
 * shopper: the clock is read inside a cached answer, which holds until the next hour, when the
 * filter's cutoff for recently sold cars moves on (the filter rounds it to the hour). A page whose
 * results were searched with it expires then too.
 */
export async function currentTenantFilter(site: FilterSite): Promise<string> {
  return cachedTenantFilter({ search: site.search, dealerships: site.dealerships });
}

async function cachedTenantFilter(site: FilterSite): Promise<string> {
  'use cache';
  const now = Date.now();
  tagCache(deadlineTag(tenantFilterChangesAt(now)));
  return tenantFilter(site, now);
}
