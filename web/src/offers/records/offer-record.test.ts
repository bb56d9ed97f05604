import { describe, expect, it } from 'vitest';
import type { Offer } from '@dealer/schemas/content/offer';
import { summariseStock } from '@/directory/records/model-stock';
import { NO_END, toOfferRecords } from './offer-record';

const offer = (over: Partial<Offer> = {}): Offer => ({
  _id: 'offer-1', title: 'RAV4 from $44,990', siteSlug: 'alpha', categories: ['new-car-offers'], summary: ' Hybrid SUV. ',
  price: 44990, priceLabel: 'Drive Away', validFrom: '2025-07-01T00:00:00+10:00', validUntil: '2025-07-24T23:59:59+10:00',
  image: { url: '/offer.jpg', alt: 'RAV4' }, terms: 'T&Cs apply.', href: null, model: null, ...over,
});
const stock = summariseStock([{ site_slug: 'alpha', make: 'Toyota', model: 'RAV4', price: 40000, is_available: 1, primary_image_url: null }]);
const site = { slug: 'alpha', usedCarPrefix: null };

describe('offer records', () => {
  it('stores validity as Unix seconds, honouring the time zone', () => {
    const [record] = toOfferRecords(site, [offer()], stock);
    expect(record).toMatchObject({
      objectID: 'alpha:offer-1', site_slug: 'alpha', categories: ['new-car-offers'], price: 44990, price_label: 'Drive Away',
      summary: 'Hybrid SUV.', valid_from: Date.parse('2025-06-30T14:00:00Z') / 1000, valid_until: Date.parse('2025-07-24T13:59:59Z') / 1000,
      ends_at: '2025-07-24T23:59:59+10:00', image_url: '/offer.jpg',
    });
  });

  it('gives a standing offer a far end and an offer without price no price attribute', () => {
    const [record] = toOfferRecords(site, [offer({ validUntil: null, price: null })], stock);
    expect(record?.valid_until).toBe(NO_END);
    expect(record?.ends_at).toBeNull();
    expect(record && 'price' in record).toBe(false);
  });

  it('links to the editor\'s link, else the model\'s stock, else the contact page', () => {
    const hrefs = toOfferRecords(site, [
      offer({ href: '/service' }),
      offer({ model: { name: 'RAV4', slug: 'rav4', manufacturer: 'Toyota' } }),
      offer(),
    ], stock).map((r) => r.href);
    expect(hrefs).toEqual(['/service', '/search/toyota/rav4', '/contact']);
  });

  it('leaves out an offer whose dates cannot be read', () => {
    expect(toOfferRecords(site, [offer({ validFrom: 'soon' })], stock)).toEqual([]);
  });
});
