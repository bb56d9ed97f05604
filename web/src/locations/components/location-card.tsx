import type { Location } from '@dealer/schemas/content/location';
import type { LocationRating } from '@/ports/reviews/reviews-port';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { addressLine, directionsUrl } from '../directions';
import { locationHref } from '../location-href';
import { ratingText } from '../rating-text';

const linkClass = 'link-action';

/**
 * One location as a card (SPEC 2 "Location block"): name, rating, street/city/state, phone,
 * licence number, View Details. Text only: a group lists many locations. The rating comes from
 * the reviews port, already held to SPEC 5's minimum (reviews/location-ratings).
 */
export function LocationCard({ location, rating, headingLevel = 3, distance }: { location: Location; rating?: LocationRating | null; headingLevel?: 2 | 3; distance?: string }) {
  const tel = phoneHref(location.phone);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="location-card">
      <Heading>{location.name}</Heading>
      {distance && <p className="mt-1 font-semibold text-brand-ink">{distance}</p>}
      {rating && <p className="note mt-1">{`Rated ${ratingText(rating)}`}</p>}
      <p className="mt-3">{addressLine(location.address)}</p>
      {tel && (
        <p className="mt-2">
          {'Phone '}
          <a href={tel} className="inline-link">{formatPhone(location.phone)}</a>
        </p>
      )}
      {location.dealerLicenseNumber && <p className="note mt-2">{`Dealer licence ${location.dealerLicenseNumber}`}</p>}
      <div className="location-card-links">
        <a href={locationHref(location)} className={linkClass}>View Details<span className="sr-only">{` for ${location.name}`}</span></a>
        <a href={directionsUrl(location.address)} className={linkClass}>Get Directions<span className="sr-only">{` to ${location.name}`}</span></a>
      </div>
    </li>
  );
}
