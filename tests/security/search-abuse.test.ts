import { setFlagsFromString } from 'node:v8';
import { algoliasearch } from 'algoliasearch';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserIndices, securedSearchKey } from '@/search/port/algolia-search';
import { createSearchEngine, type SearchEngine } from '@/search/engine/engine';
import { tokenize } from '@/search/engine/filter-lexer';
import { handleAlgoliaRequest } from '@/search/engine/protocol';
import { SEARCH_LIMITS } from '@/search/engine/request-limits';
import { makeVehicleRecords } from '@/search/engine/testing/vehicle-records';
import { configureVehicleIndexes, vehicleIndexSettings } from '@/search/engine/vehicle-indexes';
import { startAlgoliaFake } from '../support/algolia-fake';

/**
 * Hardening findings 1, 15, 16, 18 and 20 (search): requests that used to exhaust memory, freeze
 * the event loop or leak platform data. Each test drives the Algolia protocol layer the HTTP
 * route uses, on a 20,000-car index.
 */
const INDEX = 'Car_production';
const TENANT = 'site_slug:"metro-motor-group"';
let engine: SearchEngine;

const post = (path: string, body: unknown, admin = false) => handleAlgoliaRequest(engine, { method: 'POST', path, body, baseFilter: TENANT, admin });
const search = (params: Record<string, unknown>) => post(`/1/indexes/${INDEX}/query`, params);
const multi = (requests: unknown[]) => post('/1/indexes/*/queries', { requests });
const algoliaError = (status: number, message: string | RegExp) => ({ status, body: { status, message: expect.stringMatching(message) } });

beforeAll(() => {
  engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: INDEX });
  engine.saveObjects(INDEX, makeVehicleRecords(20_000, 7).map((record) => ({ ...record, site_slug: 'metro-motor-group' })));
});

describe('finding 1: one request cannot take the server down', () => {
  it(`refuses more than ${SEARCH_LIMITS.queriesPerRequest} queries in one request with Algolia's 400`, () => {
    const query = { indexName: INDEX, params: { hitsPerPage: 1 } };
    expect(multi(Array.from({ length: 300 }, () => query))).toMatchObject(algoliaError(400, /Number of queries in one request exceeds the limit of 50/));
    expect(multi(Array.from({ length: 1000 }, () => query))).toMatchObject(algoliaError(400, /queries/));
    expect(multi(Array.from({ length: 50 }, () => query)).status).toBe(200);
  });

  it('refuses oversized pages, facet lists and hit totals', () => {
    expect(search({ hitsPerPage: 5000 })).toMatchObject(algoliaError(400, /hitsPerPage must be between 0 and 1,000/));
    expect(search({ offset: 0, length: 1001 })).toMatchObject(algoliaError(400, /length must be between 0 and 1,000/));
    expect(search({ facets: ['make'], maxValuesPerFacet: 100_000 })).toMatchObject(algoliaError(400, /maxValuesPerFacet/));
    expect(search({ attributesToRetrieve: Array.from({ length: 500 }, (_, i) => `a${i}`) })).toMatchObject(algoliaError(400, /attribute list/));
    const pages = Array.from({ length: 3 }, () => ({ indexName: INDEX, params: { hitsPerPage: 1000 } }));
    expect(multi(pages)).toMatchObject(algoliaError(400, /Hits requested by the queries of one request/));
  });

  it('refuses deep filters and too many conditions before evaluating them', () => {
    const deep = `${'('.repeat(40)}make:Toyota${')'.repeat(40)}`;
    expect(search({ filters: deep })).toMatchObject(algoliaError(400, /nested deeper than 16/));
    const many = Array.from({ length: 600 }, (_, i) => `make:M${i}`).join(' OR ');
    expect(search({ filters: many })).toMatchObject(algoliaError(400, /conditions exceeds the limit/));
    expect(search({ facetFilters: [[['make:Toyota']]] })).toMatchObject(algoliaError(400, /Nested arrays/));
  });
});

describe('finding 15: request data cannot grow the engine for good', () => {
  it('refuses ranking and customRanking as query parameters', () => {
    expect(search({ ranking: ['desc(anyName)'] })).toMatchObject(algoliaError(400, /ranking is an index setting/));
    expect(search({ customRanking: ['desc(price)'] })).toMatchObject(algoliaError(400, /customRanking is an index setting/));
  });

  it('keeps memory flat over 1,000 requests that name new attributes', () => {
    const gc = collector();
    const namedRequest = (n: number) => ({
      filters: `attr${n}a > 0 AND NOT attr${n}b:x`,
      numericFilters: [`attr${n}c>=1`],
      facets: [`attr${n}d`],
      restrictSearchableAttributes: [`attr${n}e`, 'make'],
      disableTypoToleranceOnAttributes: [`attr${n}f`],
      query: 'toyota',
    });
    for (let n = 0; n < 20; n++) expect(search(namedRequest(n)).status).toBe(200);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 20; n < 1020; n++) expect(search(namedRequest(n)).status).toBe(200);
    gc();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    // Before the fix each request kept four 20,000-slot columns and a text index (>100 MB in all).
    expect(grownMb).toBeLessThan(16);
  });

  it('still filters and sorts on attributes the records have', () => {
    const cheap = search({ numericFilters: ['price<=20000'], hitsPerPage: 1000 });
    const body = cheap.body as { hits: Array<{ price: number }> };
    expect(body.hits.length).toBeGreaterThan(0);
    expect(body.hits.every((hit) => hit.price <= 20000)).toBe(true);
  });
});

describe('finding 16: filter strings cannot freeze the event loop', () => {
  it('lexes an 80 KB run of digits in linear time', () => {
    const started = performance.now();
    const tokens = tokenize(`${'1'.repeat(80_000)}x`);
    // The old number pattern backtracked quadratically here: 5.6 s on the audit's machine.
    expect(performance.now() - started).toBeLessThan(50);
    expect(tokens[0]).toMatchObject({ type: 'string' });
  });

  it('refuses an 80 KB filter with a 400 before parsing it', () => {
    expect(search({ filters: `${'1'.repeat(80_000)}x` })).toMatchObject(algoliaError(400, /Filters? exceeds the limit of 8,192 characters/));
    expect(search({ filters: `make:${'x'.repeat(600)}` })).toMatchObject(algoliaError(400, /Filter value exceeds the limit of 512/));
  });

  it('evaluates a large OR group of one facet in one pass', () => {
    const makes = Array.from({ length: 500 }, (_, i) => `make:M${i}`).concat('make:Toyota').join(' OR ');
    const result = search({ filters: makes, hitsPerPage: 0 });
    expect(result.status).toBe(200);
    expect((result.body as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it('treats constructor and toString as words, not keywords', () => {
    expect(search({ filters: 'constructor' }).status).toBe(200);
    expect(search({ filters: 'make:toString OR make:constructor' })).toMatchObject({ status: 200, body: { nbHits: 0 } });
  });
});

describe('finding 18: highlight tags cannot multiply a response', () => {
  it('refuses highlight and snippet tags over 100 characters', () => {
    const tag = '<x>'.repeat(3_400);
    expect(search({ query: 'toyota', hitsPerPage: 200, highlightPreTag: tag })).toMatchObject(algoliaError(400, /highlightPreTag exceeds the limit of 100 characters/));
    expect(search({ query: 'toyota', highlightPostTag: tag })).toMatchObject(algoliaError(400, /highlightPostTag/));
    expect(search({ query: 'toyota', snippetEllipsisText: tag })).toMatchObject(algoliaError(400, /snippetEllipsisText/));
  });
});

describe('finding 20 (search): platform data and long queries', () => {
  it('answers index listings and settings only to the admin key', () => {
    const get = (path: string, admin = false) => handleAlgoliaRequest(engine, { method: 'GET', path, baseFilter: TENANT, admin });
    expect(get('/1/indexes')).toMatchObject(algoliaError(403, /Method not allowed with this API key/));
    expect(get(`/1/indexes/${INDEX}/settings`)).toMatchObject(algoliaError(403, /Method not allowed/));
    expect(get('/1/indexes', true).status).toBe(200);
  });

  it('matches a query of 256 words (words past the cap are ignored) and refuses one over 512 bytes', () => {
    expect(search({ query: Array.from({ length: 100 }, () => 'toyota').join(' ') })).toMatchObject(algoliaError(400, /Query exceeds the limit of 512 bytes/));
    engine.saveObjects(INDEX, [{ objectID: 'one-letter', site_slug: 'metro-motor-group', name: 'a' }]);
    const query = Array.from({ length: 256 }, () => 'a').join(' ');
    expect(Buffer.byteLength(query)).toBeLessThanOrEqual(512);
    // Before the cap a per-record word counter wrapped at 256 words and nothing matched.
    const result = search({ query, filters: 'objectID:one-letter' });
    expect(result).toMatchObject({ status: 200, body: { nbHits: 1 } });
  });
});

/** `global.gc` without restarting the worker with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

describe('finding 13: a tenant key reads only its vehicle indices, with its filter', () => {
  it('the local engine refuses other indices on the tenant route', () => {
    const allowed = browserIndices(INDEX);
    const ask = (indexName: string) => handleAlgoliaRequest(engine, { method: 'POST', path: '/1/indexes/*/queries', body: { requests: [{ indexName, params: { hitsPerPage: 1 } }] }, baseFilter: TENANT, allowedIndices: allowed });
    expect(ask(`${INDEX}_price_asc`).status).toBe(200);
    expect(ask(`${INDEX}_directory`)).toMatchObject(algoliaError(403, /Index not allowed with this API key/));
    expect(handleAlgoliaRequest(engine, { method: 'POST', path: `/1/indexes/${INDEX}_offers/query`, body: {}, baseFilter: TENANT, allowedIndices: allowed }).status).toBe(403);
  });

  it('the hosted adapter\'s secured key is tied to the indices and the filter (Algolia fake)', async () => {
    const fake = await startAlgoliaFake();
    try {
      const admin = algoliasearch(fake.appId, fake.adminApiKey, { hosts: fake.hosts });
      for (const { indexName, settings } of vehicleIndexSettings('Car_fake')) await admin.setSettings({ indexName, indexSettings: settings as never });
      await admin.saveObjects({ indexName: 'Car_fake', objects: [{ objectID: '1', site_slug: 'alpha' }, { objectID: '2', site_slug: 'beta' }] });
      await admin.saveObjects({ indexName: 'Car_fake_directory', objects: [{ objectID: 'd1', site_slug: 'beta' }] });
      const key = securedSearchKey(fake, 'site_slug:alpha', browserIndices('Car_fake'));
      const tenant = algoliasearch(fake.appId, key, { hosts: fake.hosts });
      const hits = await tenant.searchSingleIndex({ indexName: 'Car_fake', searchParams: { filters: 'site_slug:beta OR site_slug:alpha' } });
      expect(hits.hits.map((hit) => hit.objectID)).toEqual(['1']);
      await expect(tenant.searchSingleIndex({ indexName: 'Car_fake_directory' })).rejects.toThrow(/Index not allowed with this API key/);
      const forged = algoliasearch(fake.appId, Buffer.from(`${'0'.repeat(64)}filters=`).toString('base64'), { hosts: fake.hosts });
      await expect(forged.searchSingleIndex({ indexName: 'Car_fake' })).rejects.toThrow(/Invalid Application-ID or API key/);
    } finally {
      await fake.close();
    }
  });
});
