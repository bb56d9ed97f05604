import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { locationCardView } from './location-card-view';

const location = {
  _id: 'location-a', name: 'Metro Ford Penrith', slug: 'metro-ford-penrith', siteSlug: 'metro', dealershipSlug: 'metro-ford', primary: true, visible: true,
  locationType: 'sales', manufacturers: ['Ford'], phone: '0255501151', dealerLicenseNumber: 'MD049931', timeZone: 'Australia/Sydney',
  address: { street: '88 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.755476, long: 150.678551 },
  openingHours: [], specialHours: [], image: null,
} satisfies Location;

describe('a location card’s fields, worked out on the server', () => {
  it('holds what the card shows: address line, phone as written and as a link, licence, rating, distance, both links', () => {
    expect(locationCardView(location, { averageRating: '4.6', count: 455 }, '12 km away')).toEqual({
      name: 'Metro Ford Penrith',
      address: '88 Mulgoa Road, Penrith NSW 2750',
      href: '/locations/metro-ford-penrith',
      directions: 'https://www.google.com/maps/dir/?api=1&destination=-33.755476%2C150.678551',
      distance: '12 km away',
      rating: 'Rated 4.6 out of 5 from 455 reviews',
      phone: { label: '02 5550 1151', href: 'tel:0255501151' },
      licence: 'Dealer licence MD049931',
    });
  });

  it('leaves out what the location lacks instead of sending empty fields', () => {
    const card = locationCardView({ ...location, phone: '', dealerLicenseNumber: undefined }, null);
    expect(Object.keys(card).sort()).toEqual(['address', 'directions', 'href', 'name']);
  });
});
