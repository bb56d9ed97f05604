import { describe, expect, it } from 'vitest';
import { createSearchEngine, configureVehicleIndexes } from '@/search/engine';
import { makeVehicleRecords } from '@/search/engine/testing/vehicle-records';
import { EMPTY_STATE, type SearchState } from './refinements';
import { budgetFloorRequest, facetFilter, searchRequest } from './search-request';

const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_STATE, lists: {}, ranges: {}, ...patch });
const options = { indexName: 'Car_production', hitsPerPage: 21 };

describe('searchRequest', () => {
  it('sends the page, query and both filters', () => {
    const main = searchRequest(state({ page: 3 }), { ...options, siteFilter: 'car_type:used', sortFilter: 'price > 0' });
    expect(main.params).toMatchObject({ query: '', page: 2, hitsPerPage: 21, filters: '(car_type:used) AND (price > 0)' });
  });

  it('carries every refinement', () => {
    const main = searchRequest(state({ lists: { make: ['Toyota', 'Kia'], body: ['suv'] }, ranges: { price: { min: 1000 } } }), options);
    expect(main.params).toMatchObject({ facetFilters: [['make:Toyota', 'make:Kia'], ['body:suv']], numericFilters: ['price>=1000'] });
  });

  it.each([
    ['Toyota', 'make:Toyota'],
    ['-Toyota', 'make:\\-Toyota'],
    ['a" OR site_slug:"x', 'make:a" OR site_slug:"x'],
  ])('escapes %s', (value, filter) => expect(facetFilter('make', value)).toBe(filter));

  it('counts agree with the engine and injected values match nothing', () => {
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: 'Car_production' });
    engine.saveObjects('Car_production', makeVehicleRecords(500, 7));
    type Result = { nbHits: number; facets?: Record<string, Record<string, number>> };
    const run = (s: SearchState) => ({ results: engine.multipleQueries([searchRequest(s, options)], {}).results as Result[] });
    const all = run(state({}));
    const toyota = run(state({ lists: { make: ['Toyota'] } }));
    expect(toyota.results[0]?.nbHits).toBe(all.results[0]?.facets?.make?.Toyota);
    expect(run(state({ lists: { make: ['x" OR make:"Toyota'] } })).results[0]?.nbHits).toBe(0);
  });

  it('asks for the budget floor without the price refinement', () => {
    const request = budgetFloorRequest(state({ lists: { make: ['Kia'] }, ranges: { price: { max: 5000 }, km: { max: 10 } } }), options);
    expect(request.params).toMatchObject({ facets: ['price'], hitsPerPage: 0, facetFilters: [['make:Kia']], numericFilters: ['km<=10', 'price>1000'] });
  });
});
