import { describe, expect, it } from 'vitest';
import { formatRangeParam, parseRangeParam } from './range-param';
import { applyChange, clearRefinements, EMPTY_STATE, refinementCount, toggleValue, type SearchState } from './refinements';
import { searchStateHref } from './search-href';
import { parseSearchParams, toSearchParams } from './url-state';

const SORTS = ['Car_production_price_asc', 'Car_production_km_asc'];
const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_STATE, lists: {}, ranges: {}, ...patch });

describe('parseRangeParam', () => {
  it.each([
    ['10000:50000', { min: 10000, max: 50000 }],
    ['10000:', { min: 10000 }],
    [':50000', { max: 50000 }],
    ['50000:10000', { min: 10000, max: 50000 }],
    ['abc:5000', { max: 5000 }],
    ['abc:def', null],
    ['', null],
    ['1:2:3', null],
    ['1e99:5', { max: 5 }],
    ['99999999999999:5', { max: 5 }],
  ])('%j → %j', (text, expected) => expect(parseRangeParam(text)).toEqual(expected));

  it.each([
    [{ min: 1, max: 2 }, '1:2'],
    [{ min: 1 }, '1:'],
    [{ max: 2 }, ':2'],
    [{}, null],
  ])('formats %j as %j', (range, text) => expect(formatRangeParam(range)).toBe(text));
});

describe('parseSearchParams', () => {
  it.each<[string, Partial<SearchState>]>([
    ['query=corolla', { query: 'corolla' }],
    ['page=3', { page: 3 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['page=5000', { page: 1000 }],
    ['sortBy=Car_production_km_asc', { sortBy: 'Car_production_km_asc' }],
    ['sortBy=Other_index', { sortBy: null }],
    ['make=Toyota&make=Mazda&make=Toyota', { lists: { make: ['Toyota', 'Mazda'] } }],
    ['make=Toyota"%20OR%20site_slug:x', { lists: { make: ['Toyota" OR site_slug:x'] } }],
    ['price=10000:20000&km=:50000', { ranges: { price: { min: 10000, max: 20000 }, km: { max: 50000 } } }],
    ['price=cheap', {}],
    ['unknown=1&utm_source=x', {}],
  ])('%s', (query, expected) => {
    expect(parseSearchParams(new URLSearchParams(query), SORTS)).toEqual(state(expected));
  });

  it('reads Next.js searchParams objects too', () => {
    expect(parseSearchParams({ make: ['Kia', 'Ford'], query: 'x' })).toEqual(state({ query: 'x', lists: { make: ['Kia', 'Ford'] } }));
  });

  it('round-trips through toSearchParams', () => {
    const s = state({ query: 'hilux', page: 2, sortBy: SORTS[0]!, lists: { make: ['Toyota'], body: ['ute'] }, ranges: { price: { min: 5000 } } });
    expect(parseSearchParams(toSearchParams(s), SORTS)).toEqual(s);
    expect(toSearchParams(s).toString()).toBe('query=hilux&make=Toyota&body=ute&price=5000%3A&sortBy=Car_production_price_asc&page=2');
  });
});

describe('applyChange: page is removed whenever a filter or the query changes', () => {
  const onPage3 = state({ page: 3, lists: { make: ['Toyota'] } });
  it.each<[string, Partial<SearchState>, number]>([
    ['page only', { page: 4 }, 4],
    ['query', { query: 'camry' }, 1],
    ['a list', { lists: { body: ['suv'] } }, 1],
    ['a range', { ranges: { price: { max: 20000 } } }, 1],
    ['sort', { sortBy: 'Car_production_km_asc' }, 1],
    ['same values again', { lists: { make: ['Toyota'] } }, 3],
  ])('%s', (_, change, page) => expect(applyChange(onPage3, change).page).toBe(page));

  it('toggles values and clears', () => {
    const s = toggleValue(toggleValue(onPage3, 'make', 'Mazda'), 'make', 'Toyota');
    expect(s.lists.make).toEqual(['Mazda']);
    expect(s.page).toBe(1);
    expect(refinementCount(state({ query: 'a', lists: { make: ['A', 'B'] }, ranges: { km: { max: 1 } } }))).toBe(4);
    expect(clearRefinements(state({ sortBy: 'x', query: 'q', lists: { make: ['A'] } }))).toEqual(state({ sortBy: 'x' }));
  });
});

describe('searchStateHref', () => {
  it.each<[Partial<SearchState>, string | null, string]>([
    [{}, null, '/search/new-used-and-demo-cars'],
    [{ lists: { car_type: ['used'] } }, null, '/search/used-cars'],
    [{ lists: { car_type: ['demo', 'new'] } }, null, '/search/new-and-demo-cars'],
    [{ lists: { make: ['Toyota'] } }, null, '/search/toyota'],
    [{ lists: { make: ['Toyota'], make_model: ['Toyota Corolla'] } }, null, '/search/toyota/corolla'],
    [{ lists: { make: ['Toyota', 'Kia'] } }, null, '/search/new-used-and-demo-cars?make=Toyota&make=Kia'],
    [{ lists: { make: ['Toyota'], make_model: ['Toyota Corolla', 'Toyota Camry'] } }, null, '/search/toyota?make_model=Toyota+Corolla&make_model=Toyota+Camry'],
    [{ lists: { body: ['suv'] } }, null, '/search/suv'],
    [{ lists: { body: ['suv'], make: ['Kia'] } }, null, '/search/kia?body=suv'],
    [{ lists: { make: ['Mercedes-Benz'] }, page: 2 }, null, '/search/mercedes-benz?page=2'],
    [{ lists: { make: ['Toyota'] } }, 'used-cars', '/search/used-cars/toyota'],
    [{ lists: { car_type: ['used'] } }, 'used-cars', '/search/used-cars?car_type=used'],
    [{}, 'used-cars', '/search/used-cars'],
  ])('%j (prefix %s) → %s', (patch, prefix, href) => {
    expect(searchStateHref(state(patch), { usedCarPrefix: prefix })).toBe(href);
  });
});

describe('SPEC 3 range names', () => {
  it('reads price_range and weekly_price_range as the price and weekly repayment ranges; the own parameter wins', () => {
    expect(parseSearchParams(new URLSearchParams('price_range=10000:30000&weekly_price_range=100:250')).ranges).toEqual({ price: { min: 10000, max: 30000 }, weekly_repayment: { min: 100, max: 250 } });
    expect(parseSearchParams(new URLSearchParams('weekly_price_range=0:150&weekly_repayment=0:200')).ranges).toEqual({ weekly_repayment: { min: 0, max: 200 } });
    expect(parseSearchParams(new URLSearchParams('price_range=10000:30000&price=1:2')).ranges).toEqual({ price: { min: 1, max: 2 } });
  });
});
