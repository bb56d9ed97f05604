import type { Location } from '@dealer/schemas/content/location';
import type { LocationRating } from '@/ports/reviews/reviews-port';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { addressLine, directionsUrl } from '../directions';
import { locationHref } from '../location-href';
import { ratingText } from '../rating-text';

/**
 * What a location card shows, as text and links, worked out on the server. The card renders in
 * the browser from these few strings: a group's home page lists ten or more locations, and the
 * rendered tree of each (its elements, classes and hidden link texts) weighed ~1 KB of the page's
 * RSC payload against ~0.35 KB for these fields.
 */
export type LocationCardView = {
  name: string;
  address: string;
  href: string;
  directions: string;
  distance?: string;
  rating?: string;
  phone?: { label: string; href: string };
  licence?: string;
};

/** A location's card fields; a field the card leaves out is absent, not undefined (the payload spells `undefined` out). */
export function locationCardView(location: Location, rating?: LocationRating | null, distance?: string): LocationCardView {
  const tel = phoneHref(location.phone);
  return {
    name: location.name,
    address: addressLine(location.address),
    href: locationHref(location),
    directions: directionsUrl(location.address),
    ...(distance ? { distance } : {}),
    ...(rating ? { rating: `Rated ${ratingText(rating)}` } : {}),
    ...(tel ? { phone: { label: formatPhone(location.phone), href: tel } } : {}),
    ...(location.dealerLicenseNumber ? { licence: `Dealer licence ${location.dealerLicenseNumber}` } : {}),
  };
}
