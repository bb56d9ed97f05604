import type { OfferRecord } from '@/offers/records/offer-record';
import { OfferCard } from './offer-card';

/** Offer cards; `timeZone` is the site's (lib/time-zone siteTimeZone), whose calendar the end dates are on. */
export function OfferGrid({ offers, timeZone }: { offers: OfferRecord[]; timeZone: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.objectID}>
          <OfferCard offer={offer} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
