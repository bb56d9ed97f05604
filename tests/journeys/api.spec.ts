import { expect, test } from '../support/test';
import { hostRequest } from '../support/http';

type Results = { results: { nbHits: number; hits: { site_slug: string; car_type: string }[] }[] };
const queries = (filters?: string) => ({ requests: [{ indexName: 'Car_production', params: `hitsPerPage=50${filters ? `&filters=${encodeURIComponent(filters)}` : ''}` }] });

test('health names the adapter of every port and counts the indexed vehicles', async () => {
  const res = await hostRequest('localhost', 'GET', '/api/health');
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({
    status: 'ok',
    adapters: { content: 'local-groq', database: 'pglite', search: 'local-engine', leads: 'local-inbox', geocoding: 'local-postcodes', reviews: 'local-demo', maps: 'local-card', priceCheck: 'local', financeQuote: 'local' },
  });
  expect((res.json as { vehiclesIndexed: number }).vehiclesIndexed).toBeGreaterThan(2500);
});

test('search answers with only the requesting tenant\'s cars', async () => {
  const valley = await hostRequest('valley-used-cars.localhost', 'POST', '/api/search/1/indexes/*/queries', queries());
  expect(valley.status).toBe(200);
  const [result] = (valley.json as Results).results;
  expect(result!.nbHits).toBeGreaterThan(0);
  expect(result!.hits.every((h) => h.site_slug === 'valley-used-cars' && h.car_type === 'used')).toBe(true);

  const escape = await hostRequest('valley-used-cars.localhost', 'POST', '/api/search/1/indexes/*/queries', queries('site_slug:"metro-motor-group"'));
  expect((escape.json as Results).results[0]!.nbHits).toBe(0);
});

test('search rejects invalid filters with a 400 message and writes from the browser with 403', async () => {
  const bad = await hostRequest('riverside-toyota.localhost', 'POST', '/api/search/1/indexes/*/queries', queries('make:Toyota AND (model:'));
  expect(bad.status).toBe(400);
  expect(bad.json).toMatchObject({ status: 400, message: expect.any(String) });

  const write = await hostRequest('riverside-toyota.localhost', 'POST', '/api/search/1/indexes/Car_production/batch', { requests: [{ action: 'deleteObject', body: { objectID: '1' } }] });
  expect(write.status).toBe(403);

  const notJson = await hostRequest('riverside-toyota.localhost', 'POST', '/api/search/1/indexes/*/queries', '{oops');
  expect(notJson.status).toBe(400);

  const noSite = await hostRequest('localhost', 'POST', '/api/search/1/indexes/*/queries', queries());
  expect(noSite.status).toBe(403);
});
