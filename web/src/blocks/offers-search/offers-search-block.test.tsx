import type { SiteConfig } from '@dealer/schemas/content/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { OfferRecord } from '@/offers/records/offer-record';
import { searchOffers } from '@/offers/offers-search';
import { OffersSearch } from './offers-search-block';

vi.mock('@/offers/offers-search', () => ({ searchOffers: vi.fn() }));

const site = { slug: 'alpha', name: 'Alpha Motors' } as unknown as SiteConfig;
const offer: OfferRecord = {
  objectID: 'alpha:o1', site_slug: 'alpha', title: 'Logbook service from $289', summary: 'Free loan car.', categories: ['service'], price: 289,
  price_label: 'per service', valid_from: 0, valid_until: 2_000_000_000, ends_at: '2026-12-20T23:59:59+10:00', image_url: null, image_alt: '',
  terms: 'Bookings essential.', href: '/service', model_name: null, manufacturer_name: null,
};
const render = async (props: Partial<Parameters<typeof OffersSearch>[0]> = {}) =>
  renderToStaticMarkup(<>{await OffersSearch({ heading: null, intro: null, category: 'service', limit: 3, site, ...props })}</>);

describe('offers search block', () => {
  it('shows current offers of its category with their end date and links to all offers', async () => {
    vi.mocked(searchOffers).mockResolvedValue({ hits: [offer], nbHits: 1, page: 1, nbPages: 1, facets: {}, failed: false, searchedAt: null });
    const markup = await render();
    expect(searchOffers).toHaveBeenLastCalledWith('alpha', expect.objectContaining({ categories: 'service' }), 3);
    expect(markup).toContain('Logbook service from $289');
    expect(markup).toContain('Offer ends 20 December 2026');
    expect(markup).toContain('href="/special-offers?categories=service"');
  });

  it('falls back to the link to /special-offers without offers', async () => {
    vi.mocked(searchOffers).mockResolvedValue({ hits: [], nbHits: 0, page: 1, nbPages: 0, facets: {}, failed: false, searchedAt: null });
    expect(await render({ category: null })).toContain('href="/special-offers"');
  });
});
