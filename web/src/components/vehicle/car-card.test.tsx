import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/search/engine/engine';
import { makeVehicleRecords } from '@/search/engine/testing/vehicle-records';
import { configureVehicleIndexes } from '@/search/engine/vehicle-indexes';
import { CARD_ATTRIBUTES_TO_RETRIEVE, type CardRecord, type SearchRecord } from '@/search/port/search-record';
import { CarCard } from './car-card';
import { carCardData } from './car-card-data';

const now = new Date('2025-07-10T00:00:00Z');

const car = (overrides: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: '42', id: 42, slug: '2021-toyota-corolla-42', site_slug: 'riverside-toyota', dealership_slug: 'riverside-toyota',
  dealership_id: 1, location_slug: 'indooroopilly', location_name: 'Riverside Toyota Indooroopilly', dealership_name: 'Riverside Toyota',
  city: 'Indooroopilly', state: 'QLD', name: 'Corolla', year: 2021, make: 'Toyota', model: 'Corolla', make_model: 'Toyota Corolla',
  badge: 'Ascent Sport', series: null, series_rank: 4, colour: 'White', item_type: 'car', car_type: 'used', status: 'in_stock', sold: false, is_available: 1,
  tag: null, reserved: false, certified: false, price: 24990, shown_price: 24990, before_price: 26990, subscription_price: null, weekly_repayment: 118.6, preorder: false,
  price_type: 'Drive Away', km: 45210, body: 'Hatch', simple_body: 'Hatch', fuel: 'Petrol', simple_fuel: 'Petrol', transmission: 'Automatic',
  drive: 'FWD', seats: 5, stocknum: 'RT123', primary_image_url: '/demo-stock/corolla.jpg', images: [], photos_count: 12,
  filtered_features: [], categories: [], views: 3, custom_rank: 0, checkout_enabled: true, reserve_amount: 200,
  created_at_timestamp: Math.floor(now.getTime() / 1000) - 30 * 86_400, sold_date_timestamp: null, ...overrides,
});

type Site = Parameters<typeof CarCard>[0]['site'];
const site = (overrides: { checkout?: boolean; certifiedPreOwned?: boolean; cardViewCount?: boolean; subscription?: boolean; dealerships?: Site['dealerships']; buttons?: Site['buttons']['card']; financeLink?: string | null } = {}): Site => ({
  buttons: { card: overrides.buttons ?? ['viewDetails', 'bookTestDrive', 'getFinance', 'reserveNow', 'enquireNow'], vehicle: [] },
  dealerships: overrides.dealerships ?? [],
  features: {
    compare: false, favourites: false, watchlist: false, financeEstimate: false, priceCheck: false, deliveryCalculator: false, reviews: false,
    garage: false, chat: false, checkout: overrides.checkout ?? true, homeTestDrive: false, certifiedPreOwned: overrides.certifiedPreOwned ?? false, electricTag: false,
    showPhoneImmediately: false, hideTwitterShare: false, sortBySeries: false, showUnregistered: false, stickyHeader: false, soldTagText: 'JUST SOLD', viewerDefault: 'spinner', spinAutoRotate: true, cardViewCount: overrides.cardViewCount ?? false, subscription: overrides.subscription ?? false, shortlistCondition: 'inStock',
  },
  routes: { usedCarPrefix: null, checkoutPath: 'checkout', refreshPath: '/special-offers' },
  finance: { defaultLink: overrides.financeLink ?? null },
  search: {
    baseFilter: '', searchFilters: null, searchCategories: [], includeSoldCarsDays: 3, pageSize: 21, similarPageSize: 6,
    noPriceText: 'Enquire for price', excludeZeroPriceOnPriceAsc: false, promoPositions: [8, 17], budgetFlavour: 'standard', customBodies: [],
  },
});

const render = (props: Parameters<typeof CarCard>[0]) => renderToStaticMarkup(<CarCard now={now} {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('CarCard', () => {
  it('shows an available car in full', () => {
    const html = render({ car: car(), site: site() });
    const words = text(html);
    expect(html).toContain('<h3');
    expect(words).toContain('2021 Toyota Corolla Ascent Sport');
    expect(words).toContain('$24,990');
    expect(words).toContain('Drive Away');
    expect(words).toContain('Was $26,990');
    expect(words).toContain('Riverside Toyota Indooroopilly');
    expect(words).toContain('Used · Automatic · 45,210 km · Petrol');
    for (const label of ['View Details', 'Book a Test Drive', 'Get Finance', 'Reserve Now', 'Enquire Now']) expect(words).toContain(label);
    expect(html).toContain('href="/cars/2021-toyota-corolla-42"');
    expect(html).toContain('href="/cars/2021-toyota-corolla-42/checkout"');
    expect(html).toContain('href="/book-test-drive?car_id=42"');
    expect(html).toContain('href="/contact?car_id=42"');
    expect(words).not.toContain('Like this and want something similar?');
  });

  it("sends only the addresses a card cannot work out from the car's id and slug, and still links every button", () => {
    const card = carCardData(car(), site(), now);
    expect('price' in card.offer && card.offer.buttons).toEqual([
      { button: 'viewDetails' },
      { button: 'bookTestDrive' },
      { button: 'getFinance', href: expect.stringMatching(/^\/finance\?/) },
      { button: 'reserveNow', href: '/cars/2021-toyota-corolla-42/checkout' },
      { button: 'buyOnline' },
      { button: 'enquireNow' },
    ]);
    // A card that states no weekly repayment or view count carries neither, not a null for each.
    expect(Object.keys(card.offer)).not.toContain('weekly');
    expect(Object.keys(card.offer)).not.toContain('views');
  });

  it.each([
    ['the car has checkout off', { checkout_enabled: false }, true],
    ['the site has checkout off', {}, false],
  ])('hides Reserve Now when %s', (_name, overrides, siteCheckout) => {
    const words = text(render({ car: car(overrides), site: site({ checkout: siteCheckout }) }));
    expect(words).not.toContain('Reserve Now');
    expect(words).toContain('View Details');
  });

  it('offers Buy Online beside Reserve Now by the vehicle page rule: a reservable car with a price', () => {
    const html = render({ car: car(), site: site() });
    expect(text(html).indexOf('Reserve Now')).toBeLessThan(text(html).indexOf('Buy Online'));
    expect(html).toContain('href="/checkout-journey?car_id=2021-toyota-corolla-42"');
    expect(html).toContain('aria-label="Buy Online: 2021 Toyota Corolla Ascent Sport"');
    for (const [name, props] of [
      ['no price', { car: car({ price: 0, before_price: null }), site: site() }],
      ['reserved', { car: car({ reserved: true }), site: site() }],
      ['checkout off', { car: car(), site: site({ checkout: false }) }],
      ['no Reserve Now in the set', { car: car(), site: site({ buttons: ['viewDetails', 'enquireNow'] }) }],
    ] as const) expect(text(render(props)), name).not.toContain('Buy Online');
  });

  it('uses the site button set and order', () => {
    const html = render({ car: car(), site: site({ buttons: ['enquireNow', 'viewDetails'] }) });
    expect(text(html).indexOf('Enquire Now')).toBeLessThan(text(html).indexOf('View Details'));
    expect(text(html)).not.toContain('Get Finance');
  });

  it('offers something similar instead of details for a sold car', () => {
    const words = text(render({ car: car({ status: 'sold', sold: true }), site: site() }));
    expect(words).toContain('JUST SOLD');
    expect(words).toContain('Like this and want something similar?');
    expect(words).toContain('Find Me Something Similar');
    expect(words).not.toContain('$24,990');
    expect(words).not.toContain('View Details');
  });

  it('shows the no-price text and a tag', () => {
    const words = text(render({ car: car({ price: 0, before_price: null, reserved: true }), site: site() }));
    expect(words).toContain('Enquire for price');
    expect(words).toContain('Reserved');
  });

  it('shows the certified pre-owned tag as the manufacturer image badge, not a text label', () => {
    const html = render({ car: car({ certified: true, tag: 'Low Kms' }), site: site({ certifiedPreOwned: true }) });
    expect(html).toMatch(/<img[^>]+src="\/badges\/certified-pre-owned.svg"[^>]+alt="Toyota Certified Pre-Owned"|<img[^>]+alt="Toyota Certified Pre-Owned"[^>]+src="\/badges\/certified-pre-owned.svg"/);
    expect(text(html)).not.toContain('Low Kms');
  });

  it('never tags a used car New, however recently listed', () => {
    const html = render({ car: car({ created_at_timestamp: Math.floor(now.getTime() / 1000) - 3600 }), site: site() });
    expect(html).not.toContain('data-tag="new"');
    const demo = render({ car: car({ car_type: 'demo', created_at_timestamp: Math.floor(now.getTime() / 1000) - 3600 }), site: site() });
    expect(demo).toContain('data-tag="new"');
  });

  it('shows the view count where the site turns it on (SPEC 2)', () => {
    expect(text(render({ car: car({ views: 1234 }), site: site({ cardViewCount: true }) }))).toContain('1,234 views');
    expect(text(render({ car: car({ views: 1 }), site: site({ cardViewCount: true }) }))).toContain('1 view');
    expect(text(render({ car: car({ views: 1234 }), site: site() }))).not.toContain('views');
  });

  it('leads with the weekly subscription price on a subscription site, and only there (SPEC 4)', () => {
    const subscribed = car({ price: 30990, shown_price: 30990, before_price: null, subscription_price: 192 });
    const onSubscriptionSite = text(render({ car: subscribed, site: site({ subscription: true }) }));
    expect(onSubscriptionSite).toContain('$192 / week');
    expect(onSubscriptionSite).not.toContain('$30,990');
    const onPurchaseSite = text(render({ car: subscribed, site: site() }));
    expect(onPurchaseSite).toContain('$30,990');
    expect(onPurchaseSite).not.toContain('/ week');
    // A car without a subscription price keeps its purchase price on a subscription site.
    expect(text(render({ car: car({ before_price: null }), site: site({ subscription: true }) }))).toContain('$24,990');
  });

  it('states its weekly repayment while the search filters by it, and only then', () => {
    expect(text(render({ car: car(), site: site(), weekly: true }))).toContain('Estimated $118.60 per week');
    expect(text(render({ car: car(), site: site() }))).not.toContain('per week');
    expect(text(render({ car: car({ weekly_repayment: null }), site: site(), weekly: true }))).not.toContain('per week');
  });

  it("shows a group site's car with its own dealership's card buttons (SPEC 6)", () => {
    const group = site({ dealerships: [{ dealershipSlug: 'metro-motorcycles', hidden: false, financeEstimateExcluded: false, cardButtons: ['viewDetails', 'enquireNow'], vehicleButtons: [] }] });
    const motorcycle = text(render({ car: car({ dealership_slug: 'metro-motorcycles' }), site: group }));
    expect(motorcycle).toContain('View Details');
    expect(motorcycle).toContain('Enquire Now');
    expect(motorcycle).not.toContain('Get Finance');
    expect(motorcycle).not.toContain('Book a Test Drive');
    const other = text(render({ car: car({ dealership_slug: 'metro-toyota' }), site: group }));
    expect(other).toContain('Get Finance');
    expect(other).toContain('Book a Test Drive');
  });

  it('names the car in every button for screen readers (the five of the set, and Buy Online)', () => {
    const html = render({ car: car(), site: site() });
    expect(html.match(/aria-label="[^"]+: 2021 Toyota Corolla Ascent Sport"/g)).toHaveLength(6);
    expect(html).toContain('aria-label="View Details: 2021 Toyota Corolla Ascent Sport"');
  });

  it('lets Get Finance open the popup for this car, and only Get Finance (SPEC 2)', () => {
    const html = render({ car: car(), site: site() });
    const finance = /<a [^>]*aria-label="Get Finance: [^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(finance).toContain('data-get-finance=""');
    expect(finance).toContain('car_id=42');
    expect(html.match(/data-get-finance/g)).toHaveLength(1);
  });

  it("sends Get Finance for a car without a price to the site's default finance link (SPEC 2)", () => {
    const financeLink = (html: string) => /<a [^>]*href="([^"]*)"[^>]*aria-label="Get Finance: /.exec(html)?.[1];
    expect(financeLink(render({ car: car({ price: 0, shown_price: 0 }), site: site({ financeLink: '/finance-enquiry' }) }))).toBe('/finance-enquiry');
    expect(financeLink(render({ car: car({ price: 0, shown_price: 0 }), site: site() }))).toBe('/finance');
    expect(financeLink(render({ car: car(), site: site({ financeLink: '/finance-enquiry' }) }))).toMatch(/^\/finance\?.*car_id=42/);
  });

  it('renders without a photo', () => {
    expect(text(render({ car: car({ primary_image_url: null }), site: site(), headingLevel: 'h2' }))).toContain('Photo coming soon');
  });
});

describe("a search page's card", () => {
  // A search page asks only for the attributes a card reads (CARD_ATTRIBUTES): a card drawn from
  // such a hit must be the card drawn from the whole record, whatever the car's state.
  const records: SearchRecord[] = [
    car(),
    car({ objectID: '43', id: 43, series: 'ZWE211R', simple_fuel: 'Hybrid', fuel: 'Petrol Hybrid' }),
    car({ objectID: '44', id: 44, status: 'sold', sold: true }),
    car({ objectID: '45', id: 45, reserved: true, certified: true, tag: 'Test Drive Only' }),
    car({ objectID: '46', id: 46, status: 'coming_soon', preorder: true, price_type: null, before_price: null }),
    car({ objectID: '47', id: 47, subscription_price: 149, car_type: 'new', km: null }),
    car({ objectID: '48', id: 48, price: 0, shown_price: null, primary_image_url: null, checkout_enabled: false }),
    ...makeVehicleRecords(150, 7).map((record) => ({ ...record, objectID: `r${record.id}`, id: 1000 + record.id })),
  ];
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: 'Car_production' });
  engine.saveObjects('Car_production', records);
  const { hits } = engine.search('Car_production', { hitsPerPage: 1000, attributesToRetrieve: CARD_ATTRIBUTES_TO_RETRIEVE, attributesToHighlight: [] });
  const hitsById = new Map(hits.map((hit) => [hit.objectID, hit as unknown as CardRecord]));

  it.each([
    ['a dealer site', site({ cardViewCount: true, certifiedPreOwned: true })],
    ['a subscription site', site({ subscription: true, checkout: false })],
  ])('is the whole record\'s card on %s', (_, cardSite) => {
    expect(hitsById.size).toBe(records.length);
    for (const record of records) {
      const drawn = render({ car: hitsById.get(record.objectID)!, site: cardSite, weekly: true });
      expect(drawn, `car ${record.objectID}`).toBe(render({ car: record, site: cardSite, weekly: true }));
    }
  });
});
