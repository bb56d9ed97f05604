import type { OfferRecord } from '@/offers/records/offer-record';
import { OfferCard } from './offer-card';

export function OfferGrid({ offers }: { offers: OfferRecord[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.objectID}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
