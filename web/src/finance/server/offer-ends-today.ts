import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { financeOfferEnds } from '@/domain/finance-offer';
import { nextMidnight, siteTimeZone, zonedTime } from '@/lib/time-zone';
import { deadlineTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';

/**
 * The site's 'Offer ends' text today (SPEC 9), for pages rendered once for every shopper: the
 * clock is read inside a cached answer, which holds until the next midnight in the site's zone
 * (its deadline tag), the moment an ended offer stops being advertised, and so does every cached
 * page showing it.
 */
export async function offerEndsToday(site: Pick<SiteConfig, 'finance' | 'address' | 'timeZone'>): Promise<string | null> {
  return cachedOfferEnds(site.finance.offerEnds ?? null, siteTimeZone(site));
}

async function cachedOfferEnds(offerEnds: string | null, zone: string): Promise<string | null> {
  'use cache';
  const now = new Date();
  if (offerEnds) tagCache(deadlineTag(nextMidnight(now, zone).getTime() / 1000));
  return financeOfferEnds(offerEnds, zonedTime(now, zone).date);
}
