import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { LocationCard } from './location-card';
import { locationCardView } from './location-card-view';
import { LocationDetails } from './location-details';

const location = {
  _id: 'location-a', name: 'Metro Ford Penrith', slug: 'metro-ford-penrith', siteSlug: 'metro', dealershipSlug: 'metro-ford', primary: true, visible: true,
  locationType: 'sales', manufacturers: ['Ford'], phone: '02 5550 1151', timeZone: 'Australia/Sydney',
  address: { street: '88 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.75, long: 150.69 },
  openingHours: [], specialHours: [], image: null,
} satisfies Location;

describe('location rating on cards and details (SPEC 2, from the reviews port)', () => {
  it('the card states the rating and count it is given', () => {
    const markup = renderToStaticMarkup(<ul><LocationCard card={locationCardView(location, { averageRating: '4.6', count: 1102 })} /></ul>);
    expect(markup).toContain('Rated 4.6 out of 5 from 1,102 reviews');
  });

  it('the details list it as Reviews', () => {
    const markup = renderToStaticMarkup(<LocationDetails location={location} hours={[]} rating={{ averageRating: '4.8', count: 1 }} />);
    expect(markup).toContain('<dt class="font-medium">Reviews</dt><dd>4.8 out of 5 from 1 review</dd>');
  });

  it('without a rating (none, or under the minimum) neither shows one', () => {
    expect(renderToStaticMarkup(<ul><LocationCard card={locationCardView(location)} /></ul>)).not.toContain('out of 5');
    expect(renderToStaticMarkup(<LocationDetails location={location} hours={[]} rating={null} />)).not.toContain('Reviews');
  });
});
