import 'server-only';
import { runListing, type ListingView } from '@/directory/listing-search';
import { searchPort } from '@/search/search-service';
import { siteFilter } from '@/search/port/site-filter';
import { ALL_STOCK_TAG, deadlineTag, listingsTag, siteTag } from '@/server/cache/cache-tags';
import { tagCache } from '@/server/cache/tag-cache';
import type { OfferRecord } from './records/offer-record';
import { offersIndexName } from './records/offers-index';
import { offersListing, type OffersState } from './offers-request';
import { offerWindow, type OfferValidity, type OfferWindow } from './offer-window';

export type OffersView = ListingView<OfferRecord>;

/**
 * When each of a tenant's offers starts and ends, from the page cache until its offers are
 * re-indexed (the same tags as the offers search itself).
 */
async function offerValidities(siteSlug: string, indexName: string): Promise<OfferValidity[]> {
  'use cache';
  tagCache(siteTag(siteSlug), listingsTag(siteSlug), ALL_STOCK_TAG);
  const records = await searchPort().browse(indexName, siteFilter(siteSlug), ['valid_from', 'valid_until']);
  return records.map((record) => ({ valid_from: Number(record.valid_from), valid_until: Number(record.valid_until) }));
}

/** Without the offers' dates (the index is unreachable): the current minute, cached for that minute only. */
function minuteWindow(nowSeconds: number): OfferWindow {
  const since = Math.floor(nowSeconds / 60) * 60;
  return { since, until: since + 60 };
}

/**
 * The span of time in which the tenant's current offers stay the same: from the last start or
 * end of an offer to the next. Cached until that next moment (its deadline tag): the clock is
 * read inside a cached answer, the one place Cache Components let a page kept for every shopper
 * read it.
 */
async function currentOfferWindow(siteSlug: string, indexName: string): Promise<OfferWindow> {
  'use cache';
  tagCache(siteTag(siteSlug), listingsTag(siteSlug), ALL_STOCK_TAG);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const window = await offerValidities(siteSlug, indexName).then(
    (offers) => offerWindow(offers, nowSeconds),
    (error: unknown) => {
      console.error(`offer dates of ${siteSlug} could not be read`, error);
      return minuteWindow(nowSeconds);
    },
  );
  if (window.until !== null) tagCache(deadlineTag(window.until));
  return window;
}

/**
 * One page of a tenant's current offers (never an expired or future one). The answer holds until
 * the next offer of the tenant starts or ends: it carries that moment as a deadline tag, so the
 * cached answer and every cached page or part showing it are rendered afresh from then on.
 */
export async function searchOffers(siteSlug: string, state: OffersState, hitsPerPage?: number): Promise<OffersView> {
  const indexName = offersIndexName(searchPort().indexName);
  const window = await currentOfferWindow(siteSlug, indexName);
  const tags = window.until === null ? [] : [deadlineTag(window.until)];
  return runListing<OfferRecord>(siteSlug, offersListing(state, indexName, window.since, hitsPerPage), tags);
}
