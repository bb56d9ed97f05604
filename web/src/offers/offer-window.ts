import { NO_END } from './records/offer-record';

/** When an offer starts and ends, in Unix seconds, as the offers index holds them. */
export type OfferValidity = { valid_from: number; valid_until: number };

/**
 * The stretch of time around `nowSeconds` in which no offer of the tenant starts or ends, so the
 * set of current offers is the same throughout: `since` is the last start or end at or before
 * now, `until` the next one after it (null when none is still to come).
 *
 * Offer pages query with `since` instead of the clock (the same answer, as nothing changes
 * between the two), so a cached answer is one per stretch rather than one per minute, and a page
 * cached from it must stop being served at `until`: an offer ends or begins then.
 */
export type OfferWindow = { since: number; until: number | null };

export function offerWindow(offers: readonly OfferValidity[], nowSeconds: number): OfferWindow {
  const now = Math.floor(nowSeconds);
  let since = 0;
  let until: number | null = null;
  for (const offer of offers) {
    for (const moment of [offer.valid_from, offer.valid_until]) {
      // A standing offer's end (year 9999) is never reached.
      if (!Number.isFinite(moment) || moment >= NO_END) continue;
      if (moment <= now) since = Math.max(since, moment);
      else until = until === null ? moment : Math.min(until, moment);
    }
  }
  return { since, until };
}
