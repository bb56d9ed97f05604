import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { createInProcessRequester } from './in-process-requester';
import { handleAlgoliaRequest } from './protocol';
import { makeVehicleRecords } from './testing/vehicle-records';
import { configureVehicleIndexes } from './vehicle-indexes';

/**
 * The real algoliasearch v5 clients (full and lite) against the engine mounted under
 * `/api/search` on a local HTTP server, the way the app serves it: proves the wire protocol,
 * the mount prefix, API-key roles and the tenant base filter end to end.
 */
const PREFIX = '/api/search';
const ADMIN_KEY = 'admin-key';
const TENANT_FILTER = 'site_slug:riverside-toyota';
const engine = createSearchEngine();
const records = makeVehicleRecords(300, 11);
let server: Server;
let host: { url: string; protocol: 'http'; accept: 'readWrite' };

beforeAll(async () => {
  configureVehicleIndexes(engine, { primary: 'Car_production' });
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith(`${PREFIX}/`)) {
        response.writeHead(404).end();
        return;
      }
      const apiKey = request.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
      const result = handleAlgoliaRequest(engine, {
        method: request.method ?? 'GET',
        path: `${url.pathname.slice(PREFIX.length)}${url.search}`,
        body: Buffer.concat(chunks).toString('utf8'),
        baseFilter: apiKey === ADMIN_KEY ? undefined : TENANT_FILTER,
        admin: apiKey === ADMIN_KEY,
      });
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host = { url: `127.0.0.1:${port}${PREFIX}`, protocol: 'http', accept: 'readWrite' };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const admin = () => algoliasearch('local', ADMIN_KEY, { hosts: [host] });
const searchOnly = () => algoliasearch('local', 'search-key', { hosts: [host] });

describe('algoliasearch v5 against the engine over HTTP', () => {
  it('writes with saveObjects/batch and waits for the tasks', async () => {
    const client = admin();
    const responses = await client.saveObjects({ indexName: 'Car_production', objects: records, batchSize: 100, waitForTasks: true });
    expect(responses).toHaveLength(3);
    expect(responses[0]!.objectIDs).toHaveLength(100);
    const single = await client.saveObject({ indexName: 'Car_production', body: { ...records[0]!, objectID: 'extra', site_slug: 'riverside-toyota' } });
    await client.waitForTask({ indexName: 'Car_production', taskID: single.taskID });
    const partial = await client.partialUpdateObject({ indexName: 'Car_production', objectID: 'extra', attributesToUpdate: { views: { _operation: 'Increment', value: 5 } } });
    await client.waitForTask({ indexName: 'Car_production', taskID: partial.taskID! });
    expect((await client.getObject({ indexName: 'Car_production', objectID: 'extra' })).views).toBe(records[0]!.views + 5);
    await client.deleteObject({ indexName: 'Car_production', objectID: 'extra' });
    expect((await client.searchSingleIndex({ indexName: 'Car_production' })).nbHits).toBe(300);
  });

  it('sets and reads settings', async () => {
    const client = admin();
    const task = await client.setSettings({ indexName: 'Car_production', indexSettings: { maxValuesPerFacet: 50 }, forwardToReplicas: true });
    await client.waitForTask({ indexName: 'Car_production', taskID: task.taskID });
    const settings = await client.getSettings({ indexName: 'Car_production' });
    expect(settings.maxValuesPerFacet).toBe(50);
    expect(settings.replicas).toContain('Car_production_price_asc');
    expect((await client.getSettings({ indexName: 'Car_production_price_asc' })).maxValuesPerFacet).toBe(50);
  });

  it('searches one index with the tenant filter applied', async () => {
    const result = await searchOnly().searchSingleIndex<{ site_slug: string }>({
      indexName: 'Car_production',
      searchParams: { query: 'toyota', filters: 'site_slug:metro-motor-group OR site_slug:riverside-toyota', facets: ['make'], hitsPerPage: 5 },
    });
    const expected = records.filter((record) => record.site_slug === 'riverside-toyota' && /toyota/i.test(record.name)).length;
    expect(result.nbHits).toBe(expected);
    expect(result.hits.every((hit) => hit.site_slug === 'riverside-toyota')).toBe(true);
    expect(result.hits[0]!._highlightResult).toHaveProperty('make');
    expect(result.facets!.make).toEqual({ Toyota: expected });
  });

  it('runs multi-queries (hits and facet values) in one call', async () => {
    const { results } = await searchOnly().search({
      requests: [
        { indexName: 'Car_production_price_asc', query: '', hitsPerPage: 3, facets: ['car_type'] },
        { indexName: 'Car_production', type: 'facet', facet: 'make', facetQuery: 'toy' },
      ],
    });
    const hits = results[0] as { hits: Array<{ price: number }>; facets: Record<string, Record<string, number>> };
    expect(hits.hits.map((hit) => hit.price)).toEqual([...hits.hits.map((hit) => hit.price)].sort((a, b) => a - b));
    expect(Object.keys(hits.facets.car_type!).length).toBeGreaterThan(0);
    expect(results[1]).toMatchObject({ facetHits: [{ value: 'Toyota', highlighted: '<em>Toy</em>ota' }] });
  });

  it('searches for facet values', async () => {
    const { facetHits } = await searchOnly().searchForFacetValues({
      indexName: 'Car_production',
      facetName: 'make',
      searchForFacetValuesRequest: { facetQuery: 'ma', maxFacetHits: 3 },
    });
    expect(facetHits.map((hit) => hit.value)).toEqual(['Mazda']);
  });

  it('surfaces engine errors as ApiError with Algolia status and message', async () => {
    await expect(searchOnly().searchSingleIndex({ indexName: 'Car_production', searchParams: { filters: 'make:Toyota OR' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('filters: Unexpected token end of filter expected filter'),
    });
    await expect(searchOnly().searchSingleIndex({ indexName: 'Nope' })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
    await expect(searchOnly().saveObjects({ indexName: 'Car_production', objects: [{ objectID: 'x' }] })).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    });
  });

  it('serves the lite client (what the browser uses)', async () => {
    const lite = liteClient('local', 'search-key', { hosts: [host] });
    const { results } = await lite.search({
      requests: [{ indexName: 'Car_production', params: { query: 'cor', hitsPerPage: 2, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' } }] as never,
    });
    const first = results[0] as { hits: Array<{ _highlightResult: Record<string, { value: string }> }> };
    expect(first.hits[0]!._highlightResult.model!.value).toContain('__ais-highlight__Cor__/ais-highlight__');
  });

  it('also runs in-process through createInProcessRequester (SSR without a network hop)', async () => {
    const client = algoliasearch('local', 'search-key', {
      hosts: [{ url: 'in-process', protocol: 'http', accept: 'readWrite' }],
      requester: createInProcessRequester(engine, { baseFilter: TENANT_FILTER }),
    });
    const result = await client.searchSingleIndex({ indexName: 'Car_production', searchParams: { hitsPerPage: 0 } });
    expect(result.nbHits).toBe(records.filter((record) => record.site_slug === 'riverside-toyota').length);
  });
});
