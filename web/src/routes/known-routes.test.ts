import { describe, expect, it } from 'vitest';
import { humanise, matchKnownRoute, type KnownRouteOptions } from './known-routes';

const path = (p: string) => p.split('/').filter(Boolean);

describe('matchKnownRoute', () => {
  it.each<[string, string, string]>([
    ['/search/new-used-and-demo-cars', 'search/:a', 'New Used and Demo Cars'],
    ['/search/used-cars', 'search/:a', 'Used Cars'],
    ['/search/toyota/corolla', 'search/:a/:b', 'Toyota Corolla'],
    ['/search/suv', 'search/:a', 'SUV'],
    ['/cars', 'cars', 'Cars for Sale'],
    ['/cars/2021-toyota-corolla-abc/checkout', 'cars/:vehicle/checkout', 'Reserve Online'],
    ['/cars/2021-toyota-corolla-abc/buy-online', 'cars/:vehicle/buy-online', 'Buy Online'],
    ['/checkout-journey', 'checkout-journey', 'Online Purchase'],
    ['/cars/trade-in', 'cars/trade-in', 'Trade-In Valuation'],
    ['/trade-in', 'trade-in', 'Trade-In'],
    ['/sell-my-car', 'sell-my-car', 'Sell My Car'],
    ['/sell-your-car', 'sell-your-car', 'Sell Your Car'],
    ['/finance', 'finance', 'Finance'],
    ['/apply-for-finance', 'apply-for-finance', 'Apply for Finance'],
    ['/finance-enquiry', 'finance-enquiry', 'Finance Enquiry'],
    ['/finance-and-insurance', 'finance-and-insurance', 'Finance and Insurance'],
    ['/personalised/finance', 'personalised/finance', 'Personalised Finance'],
    ['/print', 'print', 'Print Vehicle'],
    ['/success', 'success', 'Thank You'],
    ['/sign-in', 'sign-in', 'Sign In'],
    ['/book-test-drive', 'book-test-drive', 'Book a Test Drive'],
    ['/service', 'service', 'Service'],
    ['/vehicle-parts-and-accessories', 'vehicle-parts-and-accessories', 'Vehicle Parts and Accessories'],
    ['/contact', 'contact', 'Contact'],
    ['/contact-us', 'contact-us', 'Contact Us'],
    ['/my-garage', 'my-garage', 'My Garage'],
    ['/spin-to-win', 'spin-to-win', 'Spin to Win'],
    ['/online-payment', 'online-payment', 'Online Payment'],
    ['/watchlist', 'watchlist', 'Watchlist'],
  ])('%s', (url, pattern, title) => {
    expect(matchKnownRoute(path(url))).toMatchObject({ pattern, title });
  });

  it.each(['/nope', '/about-us', '/warranty', '/locations', '/locations/brisbane', '/pages/anything', '/toyota/overview', '/brands', '/eofy', '/teams', '/parts/search', '/corolla/accessories', '/capped-price-servicing', '/finance/extra/deep', '/search/a/b/c', '/blog', '/blog/vehicle-reviews', '/models', '/models/suv', '/special-offers', '/blog/some-post', '/cars/x/y', '/toyota/overview/more', '/'])(
    '%s is unknown',
    (url) => {
      expect(matchKnownRoute(path(url))).toBeNull();
    },
  );

  it('returns the parameters', () => {
    expect(matchKnownRoute(path('/cars/abc-123/checkout'))?.params).toEqual({ vehicle: 'abc-123' });
    expect(matchKnownRoute(path('/my-garage/saved'))?.params).toEqual({ a: 'saved' });
  });

  it.each<[KnownRouteOptions['checkoutPath'], string, boolean]>([
    ['checkout', '/cars/x/checkout', true],
    ['checkout', '/cars/x/buy-online', false],
    ['buy-online', '/cars/x/buy-online', true],
    ['buy-online', '/cars/x/checkout', false],
  ])('checkout path %s: %s known=%s', (checkoutPath, url, known) => {
    expect(matchKnownRoute(path(url), { checkoutPath }) !== null).toBe(known);
  });

  it.each<[string | null, string, string | null]>([
    ['used-cars', '/search/used-cars', 'Used Cars'],
    ['/used-cars/', '/search/used-cars/toyota', 'Used Toyota'],
    ['used-cars', '/search/used-cars/toyota/corolla', 'Used Toyota Corolla'],
    ['used-cars', '/search/used-cars/suv', 'Used SUV'],
    ['used-cars', '/search/used-cars/Bad%20Text', 'Used Cars'],
    [null, '/search/used-cars/toyota/corolla', null],
    ['used-cars', '/search/used-cars/a/b/c', null],
    ['used-cars', '/used-cars', null],
  ])('used-car prefix %s: %s', (usedCarPrefix, url, title) => {
    expect(matchKnownRoute(path(url), { usedCarPrefix })?.title ?? null).toBe(title);
  });

  it('never turns arbitrary text into a heading', () => {
    expect(matchKnownRoute(['search', 'Call 0400 000 000 now'])?.title).toBe('Search Stock');
    expect(matchKnownRoute(['search', 'call-now-to-claim-your-free-prize'])?.title).toBe('Search Stock');
  });
});

describe('humanise', () => {
  it.each<[string, string | null]>([
    ['book-a-service', 'Book a Service'],
    ['a-day-out', 'A Day Out'],
    ['eofy-sale', 'EOFY Sale'],
    ['land-rover', 'Land Rover'],
    ['UPPER', null],
    ['two words', null],
    ['', null],
  ])('%s → %s', (slug, expected) => {
    expect(humanise(slug)).toBe(expected);
  });
});
