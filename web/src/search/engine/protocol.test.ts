import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { handleAlgoliaRequest, type AlgoliaRequest } from './protocol';

function setup() {
  const engine = createSearchEngine();
  engine.setSettings('idx', { attributesForFaceting: ['searchable(make)', 'filterOnly(site)'] });
  engine.saveObjects('idx', [
    { objectID: '1', name: 'Toyota Corolla', make: 'Toyota', site: 'a' },
    { objectID: '2', name: 'Mazda CX-5', make: 'Mazda', site: 'b' },
    { objectID: '3', name: 'Toyota Camry', make: 'Toyota', site: 'a' },
  ]);
  const call = (request: Partial<AlgoliaRequest> & { path: string }) => handleAlgoliaRequest(engine, { method: 'POST', ...request });
  return { engine, call };
}

describe('handleAlgoliaRequest', () => {
  it('answers multi-queries, single queries and facet searches', () => {
    const { call } = setup();
    const multi = call({
      path: '/1/indexes/*/queries',
      body: { requests: [{ indexName: 'idx', params: 'query=toyota&hitsPerPage=1' }, { indexName: 'idx', type: 'facet', facet: 'make', facetQuery: 'ma' }] },
    });
    expect(multi.status).toBe(200);
    expect(multi.body).toMatchObject({ results: [{ nbHits: 2, hits: [{ objectID: '1' }] }, { facetHits: [{ value: 'Mazda', count: 1 }] }] });
    expect(call({ path: '/1/indexes/idx/query', body: JSON.stringify({ query: 'mazda' }) }).body).toMatchObject({ nbHits: 1 });
    expect(call({ path: '/1/indexes/idx/facets/make/query', body: { facetQuery: 'toy' } }).body).toMatchObject({
      facetHits: [{ value: 'Toyota', highlighted: '<em>Toy</em>ota', count: 2 }],
      exhaustiveFacetsCount: true,
    });
  });

  it('applies the base filter to every read', () => {
    const { call } = setup();
    const read = (request: Partial<AlgoliaRequest> & { path: string }) => call({ baseFilter: 'site:a', ...request });
    expect(read({ path: '/1/indexes/idx/query', body: { filters: 'site:b' } }).body).toMatchObject({ nbHits: 0 });
    expect(read({ path: '/1/indexes/idx/query', body: {} }).body).toMatchObject({ nbHits: 2 });
    expect(read({ method: 'GET', path: '/1/indexes/idx/2' }).status).toBe(404);
    expect(read({ method: 'GET', path: '/1/indexes/idx/browse?x-algolia-agent=test&hitsPerPage=1' }).body).toMatchObject({
      nbHits: 2,
      hits: [{ objectID: '1' }],
      cursor: expect.any(String),
    });
    expect(read({ method: 'GET', path: '/1/indexes/idx/1?attributesToRetrieve=make' }).body).toEqual({ objectID: '1', make: 'Toyota' });
    expect(read({ path: '/1/indexes/*/objects', body: { requests: [{ indexName: 'idx', objectID: '1' }, { indexName: 'idx', objectID: '2' }] } }).body).toMatchObject({
      results: [{ objectID: '1' }, null],
    });
  });

  it('requires admin for every write, with Algolia 403 body', () => {
    const { call } = setup();
    const forbidden = { status: 403, body: { message: 'Method not allowed with this API key', status: 403 } };
    expect(call({ path: '/1/indexes/idx/batch', body: { requests: [] } })).toEqual(forbidden);
    expect(call({ method: 'PUT', path: '/1/indexes/idx/settings', body: {} })).toEqual(forbidden);
    expect(call({ path: '/1/indexes/idx/clear' })).toEqual(forbidden);
    expect(call({ method: 'DELETE', path: '/1/indexes/idx' })).toEqual(forbidden);
    expect(call({ method: 'PUT', path: '/1/indexes/idx/9', body: { a: 1 } })).toEqual(forbidden);
    expect(call({ path: '/1/indexes/*/batch', body: { requests: [] } })).toEqual(forbidden);
  });

  it('performs writes with admin: batch, object CRUD, settings, clear, deleteByQuery, multi-index batch', () => {
    const { call, engine } = setup();
    const write = (request: Partial<AlgoliaRequest> & { path: string }) => call({ admin: true, ...request });
    const batch = write({
      path: '/1/indexes/idx/batch',
      body: { requests: [{ action: 'addObject', body: { objectID: '4', make: 'Ford' } }, { action: 'deleteObject', body: { objectID: '2' } }] },
    });
    expect(batch).toMatchObject({ status: 200, body: { taskID: expect.any(Number), objectIDs: ['4', '2'] } });
    expect(write({ method: 'GET', path: `/1/indexes/idx/task/${(batch.body as { taskID: number }).taskID}` }).body).toMatchObject({ status: 'published' });
    expect(write({ method: 'PUT', path: '/1/indexes/idx/5', body: { make: 'Kia' } }).body).toMatchObject({ objectID: '5' });
    expect(write({ path: '/1/indexes/idx/5/partial', body: { model: 'Rio' } }).status).toBe(200);
    expect(engine.getObject('idx', '5')).toEqual({ objectID: '5', make: 'Kia', model: 'Rio' });
    expect(write({ path: '/1/indexes/idx/6/partial?createIfNotExists=false', body: { model: 'X' } }).status).toBe(200);
    expect(engine.search('idx', { filters: 'objectID:6' }).nbHits).toBe(0);
    expect(write({ method: 'DELETE', path: '/1/indexes/idx/5' }).body).toMatchObject({ deletedAt: expect.any(String) });
    expect(write({ path: '/1/indexes/idx', body: { make: 'Holden' } })).toMatchObject({ status: 201, body: { objectID: expect.any(String) } });
    expect(write({ path: '/1/indexes/idx/deleteByQuery', body: { filters: 'make:Toyota' } }).status).toBe(200);
    expect(engine.search('idx', { facets: ['make'] }).facets!.make).not.toHaveProperty('Toyota');
    expect(write({ method: 'PUT', path: '/1/indexes/idx/settings?forwardToReplicas=true', body: { hitsPerPage: 3 } }).status).toBe(200);
    expect(write({ method: 'GET', path: '/1/indexes/idx/settings' }).body).toMatchObject({ hitsPerPage: 3 });
    const multi = write({ path: '/1/indexes/*/batch', body: { requests: [{ indexName: 'other', action: 'addObject', body: { objectID: 'z' } }] } });
    expect(multi.body).toMatchObject({ taskID: { other: expect.any(Number) }, objectIDs: ['z'] });
    expect(write({ path: '/1/indexes/idx/clear' }).status).toBe(200);
    expect(engine.search('idx', {}).nbHits).toBe(0);
    expect(write({ path: '/1/indexes/missing/clear' })).toMatchObject({ status: 404, body: { message: 'Index does not exist' } });
    expect(write({ method: 'GET', path: '/1/indexes' }).body).toMatchObject({ items: expect.any(Array), nbPages: 1 });
  });

  it('returns 400 for bad input and 404 for unknown paths or indexes, never throwing', () => {
    const { call } = setup();
    expect(call({ path: '/1/indexes/idx/query', body: { filters: 'make:' } })).toEqual({
      status: 400,
      body: { message: 'filters: Unexpected token end of filter expected string at col 5', status: 400 },
    });
    expect(call({ path: '/1/indexes/idx/query', body: '{not json' })).toMatchObject({ status: 400, body: { message: 'Invalid JSON body' } });
    expect(call({ path: '/1/indexes/*/queries', body: { requests: 'nope' } }).status).toBe(400);
    expect(call({ path: '/1/indexes/*/queries', body: 42 }).status).toBe(400);
    expect(call({ path: '/1/indexes/idx/batch', admin: true, body: { requests: [{ action: 'explode' }] } }).status).toBe(400);
    expect(call({ path: '/1/indexes/idx/query', body: { page: 'two' } }).status).toBe(400);
    expect(call({ path: '/1/indexes/nope/query', body: {} })).toEqual({ status: 404, body: { message: 'Index does not exist', status: 404 } });
    expect(call({ path: '/2/whatever' }).status).toBe(404);
    expect(call({ method: 'PATCH', path: '/1/indexes/idx/query' }).status).toBe(404);
    expect(call({ path: '/1/indexes/*/unknown' }).status).toBe(404);
    expect(call({ path: '/%E0%A4%A/indexes' }).status).toBe(404);
  });
});
