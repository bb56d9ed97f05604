import type { Location } from '@dealer/schemas/content/location';
import { DAY_NAMES } from '../hours/week-rows';

/**
 * schema.org AutoDealer for one location: address, geo, telephone, weekly and special hours.
 * No AggregateRating: Google ignores review stars a business serves about itself.
 */
export function autoDealerJsonLd(location: Location, url: string) {
  const { address } = location;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url,
    telephone: location.phone,
    email: location.email ?? undefined,
    image: location.image?.url,
    address: { '@type': 'PostalAddress', streetAddress: address.street, addressLocality: address.city, addressRegion: address.state, postalCode: address.postcode, addressCountry: 'AU' },
    geo: typeof address.lat === 'number' && typeof address.long === 'number' ? { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long } : undefined,
    openingHoursSpecification: location.openingHours
      .filter((day) => day.status === 'Open' && day.open && day.close)
      .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAY_NAMES[day.weekday]}`, opens: day.open, closes: day.close })),
    // A closed date is opens = closes = 00:00, as schema.org documents for special hours.
    specialOpeningHoursSpecification: location.specialHours.map((special) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: special.date,
      validThrough: special.date,
      opens: special.status === 'Open' && special.start ? special.start : '00:00',
      closes: special.status === 'Open' && special.end ? special.end : '00:00',
    })),
  };
}
