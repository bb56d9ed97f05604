import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { autoDealerJsonLd } from './auto-dealer-json-ld';

const location = {
  _id: 'location-a', name: 'Metro Ford Penrith', slug: 'metro-ford-penrith', siteSlug: 'metro', dealershipSlug: 'metro-ford', primary: true, visible: true,
  locationType: 'sales', manufacturers: ['Ford'], phone: '02 5550 1151', timeZone: 'Australia/Sydney',
  address: { street: '88 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.75, long: 150.69 },
  openingHours: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }, { weekday: 0, status: 'Closed', open: null, close: null }],
  specialHours: [{ date: '2026-12-25', status: 'Closed', start: null, end: null, label: 'Christmas Day' }],
  image: null,
} satisfies Location;

describe('AutoDealer markup', () => {
  it('carries address, geo, phone, weekly and special hours, and no review stars', () => {
    const ld = autoDealerJsonLd(location, 'https://metro.example/locations/metro-ford-penrith');
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      telephone: '02 5550 1151',
      address: { addressLocality: 'Penrith', addressRegion: 'NSW', postalCode: '2750', addressCountry: 'AU' },
      geo: { latitude: -33.75, longitude: 150.69 },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' }],
      specialOpeningHoursSpecification: [{ validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' }],
    });
    expect(JSON.stringify(ld)).not.toContain('AggregateRating');
  });
});
