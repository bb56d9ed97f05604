import { describe, expect, it } from 'vitest';
import { listingRequests } from '@/directory/listing-request';
import { offersHref, offersListing, parseOffersParams, validityFilter } from './offers-request';

const NOW = Date.parse('2026-11-21T10:15:42Z') / 1000;

describe('offers URL state', () => {
  it('reads categories, price as min:max, query and page', () => {
    expect(parseOffersParams({ categories: 'service', price: '1000:30000', query: 'tyres', page: '2' }))
      .toEqual({ categories: 'service', price: { min: 1000, max: 30000 }, query: 'tyres', page: 2 });
  });

  it('reads nonsense prices as no price filter, and negative bounds as open', () => {
    expect(parseOffersParams({ price: 'cheap' }).price).toBeNull();
    expect(parseOffersParams({ price: '-5:abc' }).price).toEqual({});
    expect(parseOffersParams({ price: '60000:1000' }).price).toEqual({ min: 1000, max: 60000 });
  });

  it('writes URLs that drop the page on any change', () => {
    const state = parseOffersParams({ categories: 'finance', page: '4' });
    expect(offersHref(state, { price: { max: 1000 } })).toBe('/special-offers?categories=finance&price=%3A1000');
    expect(offersHref(state, { query: 'hilux' })).toBe('/special-offers?categories=finance&query=hilux');
    expect(offersHref(state, { page: 5 })).toBe('/special-offers?categories=finance&page=5');
    expect(offersHref(state, { categories: null })).toBe('/special-offers');
  });
});

describe('offers search requests', () => {
  it('only ever asks for offers live at the moment given, to the second', () => {
    expect(validityFilter(NOW)).toBe(`valid_from <= ${NOW} AND valid_until > ${NOW}`);
  });

  it('filters categories and price with 21 per page', () => {
    const [main, categories] = listingRequests(offersListing(parseOffersParams({ categories: 'service', price: '100:500', query: 'brakes' }), 'Car_offers', NOW));
    expect(main?.params).toMatchObject({
      query: 'brakes', filters: validityFilter(NOW), facetFilters: [['categories:service']], numericFilters: ['price>=100', 'price<=500'], hitsPerPage: 21, page: 0,
    });
    expect(categories?.params).toMatchObject({ filters: validityFilter(NOW), numericFilters: ['price>=100', 'price<=500'], hitsPerPage: 0, facets: ['categories'] });
    expect(categories?.params.facetFilters).toBeUndefined();
  });
});
