import { describe, expect, it } from 'vitest';
import { directoryHref, directoryListing, hasDirectoryRefinements, parseDirectoryParams } from './directory-request';
import { listingRequests, mergeListingFacets } from './listing-request';

describe('directory URL state', () => {
  it('reads body, manufacturer, model, query and page (SPEC 2: /models?body=)', () => {
    expect(parseDirectoryParams({ body: 'suv', manufacturer: 'Toyota', model: ['RAV4', 'HiLux'], query: ' hybrid ', page: '3', other: 'x' }))
      .toEqual({ body: 'suv', manufacturer: 'Toyota', model: 'RAV4', query: 'hybrid', page: 3 });
  });

  it('reads junk as nothing: bad pages, empty and absurdly long values', () => {
    const state = parseDirectoryParams({ page: '-2', body: '', manufacturer: 'x'.repeat(101), query: 'q'.repeat(500) });
    expect(state).toMatchObject({ page: 1, body: null, manufacturer: null, query: '' });
    expect(parseDirectoryParams({ page: '99999999' }).page).toBe(1);
    expect(parseDirectoryParams({ page: '5000' }).page).toBe(1000);
  });

  it('writes URLs: a filter or query change drops the page, page 1 is omitted', () => {
    const state = parseDirectoryParams({ body: 'suv', page: '2' });
    expect(directoryHref(state)).toBe('/models?body=suv');
    expect(directoryHref(state, { manufacturer: 'Mercedes-Benz' })).toBe('/models?manufacturer=Mercedes-Benz&body=suv');
    expect(directoryHref(state, { page: 3 })).toBe('/models?body=suv&page=3');
    expect(directoryHref(state, { body: null })).toBe('/models');
    expect(hasDirectoryRefinements(state)).toBe(true);
    expect(hasDirectoryRefinements(parseDirectoryParams({ page: '2' }))).toBe(false);
  });
});

describe('directory search requests', () => {
  it('filters on the nested attributes with 21 per page and an offset from the page', () => {
    const listing = directoryListing(parseDirectoryParams({ body: 'suv', query: 'ra', page: '2' }), 'Car_directory');
    const [main, ...disjunctive] = listingRequests(listing);
    expect(main).toEqual({
      indexName: 'Car_directory',
      params: { query: 'ra', facetFilters: [['model.body:suv']], hitsPerPage: 21, page: 1, facets: ['manufacturer.name', 'model.body'], maxValuesPerFacet: 100 },
    });
    // The body list still offers the other bodies: one query without the body refinement.
    expect(disjunctive).toEqual([{ indexName: 'Car_directory', params: { query: 'ra', hitsPerPage: 0, page: 0, facets: ['model.body'], maxValuesPerFacet: 100 } }]);
  });

  it('escapes a leading minus so a value cannot turn into a NOT', () => {
    const [main] = listingRequests(directoryListing(parseDirectoryParams({ manufacturer: '-Toyota' }), 'D'));
    expect(main?.params.facetFilters).toEqual([['manufacturer.name:\\-Toyota']]);
  });

  it('merges facet counts, each refined attribute from its own query', () => {
    const listing = directoryListing(parseDirectoryParams({ body: 'suv' }), 'D');
    const facets = mergeListingFacets(listing, [
      { facets: { 'manufacturer.name': { Toyota: 3 }, 'model.body': { suv: 3 } } },
      { facets: { 'model.body': { suv: 3, ute: 2 } } },
    ]);
    expect(facets).toEqual({ 'manufacturer.name': { Toyota: 3 }, 'model.body': { suv: 3, ute: 2 } });
  });
});
