import type { UiState } from 'instantsearch.js';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, type SearchState } from './refinements';
import { mergePathState, searchHeading, searchSegments, type LocationContext } from './search-location';
import { parseLocationState, searchRouting } from './search-routing';
import { fromIndexUiState, toIndexUiState } from './ui-state';

const PRIMARY = 'Car_production';
const context: LocationContext = {
  usedCarPrefix: null,
  sortIndexes: [PRIMARY, 'Car_production_price_asc'],
  vocabulary: {
    makes: ['Toyota', 'Kia'],
    makeModels: ['Toyota Corolla', 'Kia Sportage'],
    bodies: ['suv'],
    locations: [{ slug: 'brisbane-city', name: 'Brisbane City' }],
    dealerships: [],
  },
};
const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_STATE, lists: {}, ranges: {}, ...patch });
const location = (href: string) => new URL(href, 'http://riverside-toyota.localhost:3201') as unknown as Location;

describe('search state ⇄ InstantSearch UI state', () => {
  const full = state({
    query: 'hilux',
    page: 3,
    sortBy: 'Car_production_price_asc',
    lists: { make: ['Toyota'], body: ['suv', 'ute'] },
    ranges: { price: { min: 1000, max: 36000 }, km: { max: 50000 } },
  });

  it('maps every part and back without loss', () => {
    const ui = toIndexUiState(full, PRIMARY);
    expect(ui).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'Car_production_price_asc',
      refinementList: { make: ['Toyota'], body: ['suv', 'ute'] },
      range: { price: '1000:36000', km: ':50000' },
    });
    expect(fromIndexUiState(ui, PRIMARY)).toEqual(full);
  });

  it('leaves out page 1, an empty query, the primary sort and empty lists', () => {
    expect(toIndexUiState(state({ sortBy: PRIMARY, lists: { make: [] } }), PRIMARY)).toEqual({});
    expect(fromIndexUiState({ sortBy: PRIMARY, page: 1, configure: { hitsPerPage: 21 } }, PRIMARY)).toEqual(state({}));
  });

  it('ignores attributes and ranges it does not know', () => {
    expect(fromIndexUiState({ refinementList: { site_slug: ['x'] }, range: { price: 'abc:def', nope: '1:2' } }, PRIMARY)).toEqual(state({}));
  });
});

describe('search locations', () => {
  it('takes the segments after /search, however the path is mounted', () => {
    expect(searchSegments('/search/toyota/corolla')).toEqual(['toyota', 'corolla']);
    expect(searchSegments('/riverside-toyota/search/used-cars')).toEqual(['used-cars']);
    expect(searchSegments('/cars')).toEqual([]);
  });

  it('merges path and query refinements without duplicates', () => {
    expect(mergePathState({ lists: { make: ['Toyota'] } }, state({ lists: { make: ['Toyota', 'Kia'], body: ['suv'] } })).lists)
      .toEqual({ make: ['Toyota', 'Kia'], body: ['suv'] });
  });

  it('headings name the path, else the page', () => {
    expect(searchHeading(['Used', 'Toyota'], 'Cars', 'Search Our Stock')).toBe('Used Toyota Cars');
    expect(searchHeading([], 'Cars', 'Search Our Stock')).toBe('Search Our Stock');
  });
});

describe('searchRouting', () => {
  const routing = searchRouting(PRIMARY, context);
  const router = routing.router!;
  const mapping = routing.stateMapping!;
  const urlOf = (routeState: SearchState, at = '/search/new-used-and-demo-cars') =>
    router.createURL!({ routeState, location: location(at), qsModule: undefined as never });
  const parse = (href: string) => router.parseURL!({ location: location(href), qsModule: undefined as never });

  it('writes the server\'s URLs: path segments, then one parameter per filter', () => {
    expect(urlOf(state({}))).toBe('http://riverside-toyota.localhost:3201/search/new-used-and-demo-cars');
    expect(urlOf(state({ lists: { make: ['Toyota'], make_model: ['Toyota Corolla'] }, query: 'ascent' })))
      .toBe('http://riverside-toyota.localhost:3201/search/toyota/corolla?query=ascent');
    expect(urlOf(state({ ranges: { price: { max: 36000 } }, page: 2 }), '/cars'))
      .toBe('http://riverside-toyota.localhost:3201/search/new-used-and-demo-cars?price=%3A36000&page=2');
  });

  it('reads path and query back into the same state', () => {
    const read = parse('/search/toyota?body=suv&price=1000%3A&sortBy=Car_production_price_asc&page=4');
    expect(read).toEqual(state({ lists: { make: ['Toyota'], body: ['suv'] }, ranges: { price: { min: 1000 } }, sortBy: 'Car_production_price_asc', page: 4 }));
    expect(parse(urlOf(read))).toEqual(read);
  });

  it('reads junk as no refinement rather than failing', () => {
    expect(parse('/search/no-such-make?sortBy=nope&page=x')).toEqual(state({}));
    expect(parseLocationState('/cars', '?make=Kia', context)).toEqual(state({ lists: { make: ['Kia'] } }));
  });

  it('maps the main index UI state to the route and back', () => {
    const route = state({ query: 'x', lists: { make: ['Kia'] } });
    const ui = mapping.routeToState(route) as UiState;
    expect(ui).toEqual({ [PRIMARY]: { query: 'x', refinementList: { make: ['Kia'] } } });
    expect(mapping.stateToRoute(ui)).toEqual(route);
  });

  it('keeps the used-car prefix on used-only dealers', () => {
    const used = searchRouting(PRIMARY, { ...context, usedCarPrefix: 'used-cars' });
    const url = used.router!.createURL!({ routeState: state({ lists: { make: ['Kia'] } }), location: location('/search/used-cars'), qsModule: undefined as never });
    expect(url).toBe('http://riverside-toyota.localhost:3201/search/used-cars/kia');
    expect(used.router!.parseURL!({ location: location(url), qsModule: undefined as never })).toEqual(state({ lists: { make: ['Kia'] } }));
  });
});
