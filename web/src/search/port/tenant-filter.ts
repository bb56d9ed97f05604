import type { SiteConfig } from '@dealer/schemas/content/site';
import { hiddenDealerships } from '@/domain/dealership-settings';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The filter every search of a tenant carries, like the filters embedded in an Algolia secured
 * API key: the site's base filter, plus stock visibility (SPEC.md 4): available cars, or cars sold
 * within the site's include_sold_cars_days. The cutoff is rounded down to the hour so the filter
 * string, part of the response cache key, stays stable between requests.
 */
export function tenantFilter(site: Pick<SiteConfig, 'search' | 'dealerships'>, now = Date.now()): string {
  const days = site.search.includeSoldCarsDays;
  const cutoff = Math.floor((now - days * DAY_MS) / HOUR_MS) * HOUR_MS;
  const visibility = `(is_available = 1 OR sold_date_timestamp >= ${Math.floor(cutoff / 1000)})`;
  // The OR group goes first: Algolia refuses an OR after a closed AND group, `(X AND Y) AND (Z OR W)`.
  // SPEC 6: dealerships hidden on this site list nothing here (quoted: a slug is never filter syntax).
  const hidden = hiddenDealerships(site).map((slug) => ` AND NOT dealership_slug:"${slug.replace(/["\\]/g, '')}"`).join('');
  return `${visibility} AND (${site.search.baseFilter})${hidden}`;
}

/**
 * When tenantFilter's answer for `now` next changes (Unix seconds): its cutoff is rounded down to
 * the hour, and a day is whole hours, so at the next full hour.
 */
export function tenantFilterChangesAt(now: number): number {
  return ((Math.floor(now / HOUR_MS) + 1) * HOUR_MS) / 1000;
}
