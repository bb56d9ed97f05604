import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchResponse } from './engine';
import { makeVehicleRecords } from './testing/vehicle-records';
import { seriesRank } from '../indexing/series-order';
import { configureVehicleIndexes, PRICE_ASC_EXCLUDES_ZERO_FILTER, vehicleIndexNames } from './vehicle-indexes';

const PRIMARY = 'Car_production';
const records = makeVehicleRecords(500, 3);

function setup() {
  const engine = createSearchEngine();
  const names = configureVehicleIndexes(engine, { primary: PRIMARY });
  engine.saveObjects(PRIMARY, records);
  return { engine, names };
}

const ids = (result: SearchResponse) => result.hits.map((hit) => hit.objectID);

describe('pagination', () => {
  const { engine } = setup();

  it('pages by page/hitsPerPage without gaps or repeats', () => {
    const all = engine.search(PRIMARY, { hitsPerPage: 1000 });
    expect(all.nbHits).toBe(500);
    const collected: string[] = [];
    for (let page = 0; page < 24; page++) {
      const result = engine.search(PRIMARY, { page, hitsPerPage: 21 });
      expect(result.page).toBe(page);
      expect(result.nbPages).toBe(24);
      expect(result.hitsPerPage).toBe(21);
      collected.push(...ids(result));
    }
    expect(collected).toEqual(ids(all));
  });

  it('supports offset/length and reports them', () => {
    const all = ids(engine.search(PRIMARY, { hitsPerPage: 100 }));
    const result = engine.search(PRIMARY, { offset: 10, length: 5 });
    expect(ids(result)).toEqual(all.slice(10, 15));
    expect(result).toMatchObject({ offset: 10, length: 5, hitsPerPage: 5, page: 2 });
    expect(ids(engine.search(PRIMARY, { offset: 42, hitsPerPage: 3 }))).toEqual(all.slice(42, 45));
  });

  it('defaults to the index hitsPerPage, refuses more than 1000 and stops at paginationLimitedTo', () => {
    expect(engine.search(PRIMARY, {}).hits).toHaveLength(21);
    const plain = createSearchEngine();
    plain.saveObjects('plain', records);
    expect(plain.search('plain', {}).hits).toHaveLength(20);
    expect(() => plain.search('plain', { hitsPerPage: 5000 })).toThrow('hitsPerPage must be between 0 and 1,000');
    expect(plain.search('plain', { hitsPerPage: 1000 }).hits).toHaveLength(500);
    plain.setSettings('plain', { paginationLimitedTo: 30 });
    const capped = plain.search('plain', { hitsPerPage: 20, page: 1 });
    expect(capped.hits).toHaveLength(10);
    expect(capped.nbPages).toBe(2);
    expect(capped.nbHits).toBe(500);
    expect(plain.search('plain', { page: 2 }).hits).toHaveLength(0);
  });

  it('returns no hits but counts and facets with hitsPerPage 0', () => {
    const result = engine.search(PRIMARY, { hitsPerPage: 0, facets: ['make'] });
    expect(result.hits).toEqual([]);
    expect(result.nbPages).toBe(0);
    expect(Object.keys(result.facets!.make!).length).toBeGreaterThan(0);
  });
});

describe('sort replicas', () => {
  const { engine, names } = setup();
  const values = (indexName: string, attribute: string, params: Record<string, unknown> = {}) =>
    engine.search(indexName, { hitsPerPage: 1000, ...params }).hits.map((hit) => hit[attribute] as number | null);
  const sorted = (list: Array<number | null>, direction: 1 | -1) =>
    [...list].sort((a, b) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : (a - b) * direction));

  it('share the primary records and sort by their attribute, missing values last', () => {
    expect(engine.search(names.priceAsc, {}).nbHits).toBe(500);
    expect(values(names.primary, 'custom_rank')).toEqual(sorted(values(names.primary, 'custom_rank'), -1));
    expect(values(names.priceAsc, 'shown_price')).toEqual(sorted(values(names.priceAsc, 'shown_price'), 1));
    expect(values(names.priceDesc, 'shown_price')).toEqual(sorted(values(names.priceDesc, 'shown_price'), -1));
    const km = values(names.kmAsc, 'km');
    expect(km).toEqual(sorted(km, 1));
    expect(km.at(-1)).toBeNull();
    expect(values(names.yearDesc, 'year')).toEqual(sorted(values(names.yearDesc, 'year'), -1));
    expect(values(names.newest, 'created_at_timestamp')).toEqual(sorted(values(names.newest, 'created_at_timestamp'), -1));
  });

  it('ranks cars without a shown price (Enquire for price, PREORDER) after priced cars in both directions', () => {
    for (const indexName of [names.priceAsc, names.priceDesc]) {
      const hits = engine.search(indexName, { hitsPerPage: 1000 }).hits as unknown as Array<{ price: number; shown_price: number | null }>;
      const firstUnpriced = hits.findIndex((hit) => hit.shown_price === null);
      expect(firstUnpriced, indexName).toBeGreaterThan(0);
      expect(hits.slice(firstUnpriced).every((hit) => hit.shown_price === null), indexName).toBe(true);
      expect(hits.slice(firstUnpriced).some((hit) => hit.price === 0), indexName).toBe(true);
    }
    const withQuery = engine.search(names.priceAsc, { hitsPerPage: 1000, query: 'toyota' }).hits as unknown as Array<{ shown_price: number | null }>;
    const lastPriced = withQuery.map((hit) => hit.shown_price !== null).lastIndexOf(true);
    expect(withQuery.slice(0, lastPriced).every((hit) => hit.shown_price !== null)).toBe(true);
  });

  it('keeps the sort with a text query (standard replicas) and sees writes to the primary', () => {
    const prices = values(names.priceAsc, 'shown_price', { query: 'toyota' });
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toEqual(sorted(prices, 1));
    engine.saveObjects(PRIMARY, [{ ...records[0]!, objectID: 'cheapest', price: 11, shown_price: 11 }]);
    expect(values(names.priceAsc, 'price', { filters: PRICE_ASC_EXCLUDES_ZERO_FILTER })[0]).toBe(11);
    expect(ids(engine.search(names.priceAsc, { filters: PRICE_ASC_EXCLUDES_ZERO_FILTER, hitsPerPage: 1 }))).toEqual(['cheapest']);
  });

  it('keeps the series order (duo, city, sport, other, none) across pages, the featured ranking within each series', () => {
    const series = ['sport', 'Touring', 'City', null, 'duo'];
    const engine = createSearchEngine();
    configureVehicleIndexes(engine, { primary: PRIMARY });
    engine.saveObjects(PRIMARY, records.slice(0, 60).map((record, index) => {
      const name = series[index % series.length]!;
      return { ...record, series: name, series_rank: seriesRank(name) };
    }));
    const page = (number: number) => engine.search(vehicleIndexNames(PRIMARY).series, { page: number, hitsPerPage: 21 }).hits as unknown as Array<{ series: string | null; custom_rank: number }>;
    const [first, second, third] = [page(0), page(1), page(2)];
    const names = (hits: typeof first) => hits.map((hit) => hit.series?.toLowerCase() ?? 'none');
    // 12 cars of each: page 1 is duo then city, page 2 carries on with city, sport, other.
    expect(names(first)).toEqual([...Array(12).fill('duo'), ...Array(9).fill('city')]);
    expect(names(second)).toEqual([...Array(3).fill('city'), ...Array(12).fill('sport'), ...Array(6).fill('touring')]);
    expect(names(third)).toEqual([...Array(6).fill('touring'), ...Array(12).fill('none')]);
    const duo = first.slice(0, 12).map((hit) => hit.custom_rank);
    expect(duo).toEqual([...duo].sort((a, b) => b - a));
  });

  it('refuses writes to a replica and reports its primary', () => {
    expect(() => engine.saveObjects(names.priceAsc, [{ objectID: 'x' }])).toThrow(/replica/);
    expect(engine.getSettings(names.priceAsc)).toMatchObject({ primary: PRIMARY, ranking: expect.arrayContaining(['asc(shown_price)']) });
    expect(engine.getSettings(PRIMARY).replicas).toEqual(Object.values(vehicleIndexNames(PRIMARY)).slice(1));
  });

  it('detaches a replica removed from the list into a standalone copy', () => {
    engine.setSettings(PRIMARY, { replicas: [names.priceAsc] });
    expect(engine.getSettings(names.kmAsc).primary).toBeUndefined();
    engine.saveObjects(names.kmAsc, [{ objectID: 'only-in-km' }]);
    expect(engine.search(PRIMARY, { filters: 'objectID:only-in-km' }).nbHits).toBe(0);
    expect(engine.search(names.kmAsc, { filters: 'objectID:only-in-km' }).nbHits).toBe(1);
  });
});

describe('base filter (secured API key filter)', () => {
  const { engine } = setup();
  const mine = 'site_slug:riverside-toyota';
  const count = (site: string) => records.filter((record) => record.site_slug === site).length;

  it.each([
    ['site_slug:metro-motor-group OR site_slug:riverside-toyota'],
    ['NOT site_slug:riverside-toyota'],
    ['site_slug:metro-motor-group'],
    [') OR (site_slug:metro-motor-group'],
  ])('cannot be escaped by request filters %j', (filters) => {
    try {
      const result = engine.search(PRIMARY, { filters, hitsPerPage: 1000 }, { baseFilter: mine });
      for (const hit of result.hits) expect(hit.site_slug).toBe('riverside-toyota');
    } catch (error) {
      expect((error as { status: number }).status).toBe(400);
    }
  });

  it('applies to facets, facet search, multi-queries, browse and getObject', () => {
    const options = { baseFilter: mine };
    expect(engine.search(PRIMARY, { hitsPerPage: 0 }, options).nbHits).toBe(count('riverside-toyota'));
    const facets = engine.search(PRIMARY, { facetFilters: [['site_slug:metro-motor-group']], facets: ['make'] }, options);
    expect(facets.nbHits).toBe(0);
    expect(facets.facets).toEqual({ make: {} });
    const { results } = engine.multipleQueries(
      [
        { indexName: PRIMARY, params: { filters: 'site_slug:valley-used-cars' } },
        { indexName: PRIMARY, type: 'facet', facet: 'make', params: { facetQuery: 'toy', filters: 'site_slug:valley-used-cars' } },
      ],
      options,
    );
    expect((results[0] as SearchResponse).nbHits).toBe(0);
    expect(results[1]).toMatchObject({ facetHits: [] });
    const browsed = engine.browse(PRIMARY, { filters: 'site_slug:valley-used-cars' }, options);
    expect(browsed.nbHits).toBe(0);
    const other = records.find((record) => record.site_slug !== 'riverside-toyota')!;
    expect(() => engine.getObject(PRIMARY, other.objectID, options)).toThrow('ObjectID does not exist');
    expect(engine.getObject(PRIMARY, other.objectID).objectID).toBe(other.objectID);
  });

  it('reports an invalid base filter as an error, not a crash', () => {
    expect(() => engine.search(PRIMARY, {}, { baseFilter: 'site_slug:' })).toThrow(/base filter/);
  });
});

describe('hits, highlighting and facets', () => {
  const { engine } = setup();

  it('highlights matches with the default and custom tags', () => {
    const [hit] = engine.search(PRIMARY, { query: 'toyota cor', filters: 'model:Corolla', hitsPerPage: 1 }).hits;
    expect(hit!._highlightResult!.make).toEqual({ value: '<em>Toyota</em>', matchLevel: 'partial', matchedWords: ['toyota'], fullyHighlighted: true });
    expect(hit!._highlightResult!.model).toEqual({ value: '<em>Cor</em>olla', matchLevel: 'partial', matchedWords: ['cor'], fullyHighlighted: false });
    expect(hit!._highlightResult!.name).toMatchObject({ matchLevel: 'full', matchedWords: ['toyota', 'cor'] });
    expect((hit!._highlightResult!.name as { value: string }).value).toMatch(/<em>Toyota<\/em> <em>Cor<\/em>olla/);
    expect(hit!._highlightResult!.city).toMatchObject({ matchLevel: 'none', matchedWords: [] });
    const [custom] = engine.search(PRIMARY, {
      query: 'toyota',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      attributesToHighlight: ['make'],
      hitsPerPage: 1,
    }).hits;
    expect(custom!._highlightResult).toEqual({
      make: { value: '__ais-highlight__Toyota__/ais-highlight__', matchLevel: 'full', matchedWords: ['toyota'], fullyHighlighted: true },
    });
  });

  it('retrieves the requested attributes only, objectID always', () => {
    const [hit] = engine.search(PRIMARY, { attributesToRetrieve: ['make', 'price'], attributesToHighlight: [], hitsPerPage: 1 }).hits;
    expect(Object.keys(hit!).sort()).toEqual(['make', 'objectID', 'price']);
    const [all] = engine.search(PRIMARY, { attributesToRetrieve: ['*', '-images'], hitsPerPage: 1 }).hits;
    expect(all).not.toHaveProperty('images');
    expect(all).toHaveProperty('stocknum');
  });

  it('counts facets (`*` = every non filterOnly facet) sorted by count then value, with stats', () => {
    const result = engine.search(PRIMARY, { facets: '*', maxValuesPerFacet: 3, hitsPerPage: 0 });
    expect(result.facets).not.toHaveProperty('site_slug');
    expect(result.facets).toHaveProperty('filtered_features');
    const makes = Object.entries(result.facets!.make!);
    expect(makes).toHaveLength(3);
    expect(makes[0]![0]).toBe('Toyota');
    for (let i = 1; i < makes.length; i++) expect(makes[i - 1]![1]).toBeGreaterThanOrEqual(makes[i]![1]);
    expect(result.facets_stats!.price).toMatchObject({ min: 0, max: expect.any(Number), avg: expect.any(Number), sum: expect.any(Number) });
    expect(result.facets_stats).not.toHaveProperty('make');
    expect(result.exhaustive).toMatchObject({ nbHits: true, facetsCount: true });
    expect(engine.search(PRIMARY, { facets: ['site_slug', 'nope'] }).facets).toEqual({});
    expect(engine.search(PRIMARY, {})).not.toHaveProperty('facets');
  });

  it('searches facet values with counts that respect the filters', () => {
    const result = engine.searchForFacetValues(PRIMARY, 'make', { facetQuery: 'to', filters: 'car_type:used' });
    const expected = records.filter((record) => record.make === 'Toyota' && record.car_type === 'used').length;
    expect(result.facetHits).toEqual([{ value: 'Toyota', highlighted: '<em>To</em>yota', count: expected }]);
    expect(engine.searchForFacetValues(PRIMARY, 'make', { params: 'facetQuery=ma&maxFacetHits=5' }).facetHits[0]).toMatchObject({ value: 'Mazda' });
    expect(() => engine.searchForFacetValues(PRIMARY, 'status', { facetQuery: 'in' })).toThrow('searchable(status)');
  });

  it('accepts Algolia urlencoded params strings with JSON arrays', () => {
    const params = 'query=&hitsPerPage=2&page=1&facets=%5B%22make%22%5D&facetFilters=%5B%5B%22make%3AToyota%22%5D%5D&numericFilters=year%3E%3D2015';
    const result = engine.search(PRIMARY, { params });
    expect(result.hitsPerPage).toBe(2);
    expect(result.page).toBe(1);
    expect(Object.keys(result.facets!.make!)).toEqual(['Toyota']);
    expect(result.hits.every((hit) => hit.make === 'Toyota' && (hit.year as number) >= 2015)).toBe(true);
    expect(result.params).toContain('hitsPerPage=2');
    expect(result.index).toBe(PRIMARY);
  });

  it('rejects unknown parameters and bad values like Algolia, and unknown indexes with 404', () => {
    expect(() => engine.search(PRIMARY, { hitsPerPag: 3 })).toThrow('Unknown parameter: hitsPerPag');
    expect(() => engine.search(PRIMARY, { hitsPerPage: 'many' })).toThrow(/hitsPerPage/);
    expect(() => engine.search('nope', {})).toThrow('Index does not exist');
    const analytics = engine.search(PRIMARY, { getRankingInfo: true, clickAnalytics: true, analytics: false, userToken: 'u1' });
    expect(analytics.nbHits).toBe(500);
    expect(analytics.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('filters response fields', () => {
    expect(Object.keys(engine.search(PRIMARY, { responseFields: ['hits', 'nbHits'] })).sort()).toEqual(['hits', 'nbHits']);
  });
});

describe('writes and settings', () => {
  it('applies partial update operations and deletes', () => {
    const engine = createSearchEngine();
    engine.saveObjects('idx', [{ objectID: 'a', views: 1, tags: ['x'] }]);
    engine.partialUpdateObjects('idx', [{ objectID: 'a', views: { _operation: 'Increment', value: 2 }, tags: { _operation: 'AddUnique', value: 'y' } }]);
    expect(engine.getObject('idx', 'a')).toEqual({ objectID: 'a', views: 3, tags: ['x', 'y'] });
    engine.partialUpdateObjects('idx', [{ objectID: 'b', views: 1 }], false);
    expect(engine.search('idx', {}).nbHits).toBe(1);
    const { objectIDs } = engine.saveObjects('idx', [{ name: 'no id' }]);
    expect(objectIDs[0]).toMatch(/^\d+$/);
    engine.deleteObjects('idx', ['a']);
    expect(engine.search('idx', {}).nbHits).toBe(1);
    engine.clearObjects('idx');
    expect(engine.search('idx', {}).nbHits).toBe(0);
    expect(engine.getTask('idx', 1)).toEqual({ status: 'published', pendingTask: false });
  });

  it('validates settings, resets with null and forwards to replicas', () => {
    const engine = createSearchEngine();
    expect(() => engine.setSettings('idx', { hitsPerPage: 'lots' })).toThrow(/hitsPerPage/);
    engine.setSettings('idx', { replicas: ['idx_r'], hitsPerPage: 5 });
    expect(engine.getSettings('idx_r').hitsPerPage).toBe(5);
    engine.setSettings('idx', { hitsPerPage: 7 }, { forwardToReplicas: true });
    expect(engine.getSettings('idx_r').hitsPerPage).toBe(7);
    engine.setSettings('idx', { hitsPerPage: null });
    expect(engine.getSettings('idx').hitsPerPage).toBe(20);
    expect(engine.listIndices().items.map((item) => item.name).sort()).toEqual(['idx', 'idx_r']);
  });

  it('browses everything with a cursor', () => {
    const { engine } = setup();
    const seen: string[] = [];
    let page = engine.browse(PRIMARY, { hitsPerPage: 200, filters: 'NOT status:sold' });
    seen.push(...ids(page));
    while (page.cursor) {
      page = engine.browse(PRIMARY, { cursor: page.cursor });
      seen.push(...ids(page));
    }
    expect(new Set(seen).size).toBe(records.filter((record) => record.status !== 'sold').length);
  });
});
