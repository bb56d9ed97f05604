import { expect, test } from '../support/test';
import { startAppInstance, type AppInstance } from '../support/app-instance';
import { TEST_PORT } from '../support/demo';
import { hostRequest } from '../support/http';

/**
 * A burst larger than the process serves at once waits in line, and past the line's length is
 * told at once to come back (web/src/server/admission, wired into Next's server by
 * patches/next@16.4.6.patch). An instance with one slot and a line of one makes the burst certain.
 */
const PORT = TEST_PORT + 22;
const HOST = 'riverside-toyota.localhost';

test.describe('a burst of shoppers on one instance', () => {
  test.describe.configure({ mode: 'serial' });
  let app: AppInstance;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startAppInstance(PORT, { ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE: '1' });
  });
  test.afterAll(async () => app?.stop());

  test('serves the first in line, refuses the overflow with 503, Retry-After and a message, and answers health checks throughout', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => hostRequest(HOST, 'GET', '/search/new-used-and-demo-cars', undefined, {}, PORT)));
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = burst.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json).toEqual({ error: 'We are very busy right now. Please try again in a few seconds.' });
    }
    expect((await hostRequest('localhost', 'GET', '/api/health', undefined, {}, PORT)).status).toBe(200);
  });

  test('serves every shopper once the burst has passed', async () => {
    for (const path of ['/', '/search/new-used-and-demo-cars']) {
      expect((await hostRequest(HOST, 'GET', path, undefined, {}, PORT)).status, path).toBe(200);
    }
  });
});
