import 'server-only';
import { runListing, type ListingView } from '@/directory/listing-search';
import { searchPort } from '@/search/search-service';
import type { OfferRecord } from './records/offer-record';
import { offersIndexName } from './records/offers-index';
import { offersListing, type OffersState } from './offers-request';

export type OffersView = ListingView<OfferRecord>;

/** One page of a tenant's current offers (never an expired or future one). */
export function searchOffers(siteSlug: string, state: OffersState, hitsPerPage?: number, now = Date.now()): Promise<OffersView> {
  return runListing<OfferRecord>(siteSlug, offersListing(state, offersIndexName(searchPort().indexName), now, hitsPerPage));
}
