import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmissionGate, isGated, type AdmissionGate } from './admission-gate';

type Pending = { path: string; res: ServerResponse };

/** A real HTTP server whose handler holds each gated response until the test finishes it. */
async function gatedServer(gate: AdmissionGate) {
  const started: Pending[] = [];
  const server: Server = createServer((req, res) => {
    gate.admit(req, res, () => {
      started.push({ path: req.url ?? '', res });
      if (!isGated(req.url)) res.end('ungated');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false });
    const answer = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] as string | undefined }));
      });
      req.on('error', reject);
    });
    req.end();
    return { answer, abort: () => req.destroy() };
  };
  return { server, started, get };
}

/** Ends the nth started response with a body. */
function finish(started: Pending[], index: number, body: string) {
  const pending = started[index];
  if (!pending) throw new Error(`request ${index} has not started`);
  pending.res.end(body);
}

let open: Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
});

describe('admission gate', () => {
  it('serves two at a time and starts the waiting requests in arrival order as slots free', async () => {
    const gate = createAdmissionGate({ concurrency: 2, maxQueue: 10 });
    const { server, started, get } = await gatedServer(gate);
    open = server;
    const answers = ['/a', '/b', '/c', '/d'].map((path) => get(path).answer);
    await vi.waitFor(() => expect(started.map((s) => s.path)).toEqual(['/a', '/b']));
    await vi.waitFor(() => expect(gate.stats()).toMatchObject({ running: 2, queued: 2 }));
    finish(started, 1, 'b');
    await vi.waitFor(() => expect(started.map((s) => s.path)).toEqual(['/a', '/b', '/c']));
    finish(started, 0, 'a');
    await vi.waitFor(() => expect(started.map((s) => s.path)).toEqual(['/a', '/b', '/c', '/d']));
    finish(started, 2, 'c');
    finish(started, 3, 'd');
    expect((await Promise.all(answers)).map((a) => a.body)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never renders for a shopper who left while waiting', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxQueue: 10 });
    const { server, started, get } = await gatedServer(gate);
    open = server;
    const first = get('/first');
    const leaver = get('/leaver');
    leaver.answer.catch(() => undefined);
    const third = get('/third');
    await vi.waitFor(() => expect(gate.stats()).toMatchObject({ running: 1, queued: 2 }));
    leaver.abort();
    await vi.waitFor(() => expect(gate.stats().queued).toBe(1));
    finish(started, 0, 'first');
    await vi.waitFor(() => expect(started.map((s) => s.path)).toEqual(['/first', '/third']));
    finish(started, 1, 'third');
    expect((await first.answer).body).toBe('first');
    expect((await third.answer).body).toBe('third');
  });

  it('refuses at once with 503, Retry-After and a message when the queue is full', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxQueue: 1 });
    const { server, started, get } = await gatedServer(gate);
    open = server;
    get('/running').answer.catch(() => undefined);
    get('/waiting').answer.catch(() => undefined);
    await vi.waitFor(() => expect(gate.stats()).toMatchObject({ running: 1, queued: 1 }));
    const refused = await get('/refused').answer;
    expect(refused).toMatchObject({ status: 503, retryAfter: '5' });
    expect(JSON.parse(refused.body)).toEqual({ error: 'We are very busy right now. Please try again in a few seconds.' });
    expect(gate.stats().refused).toBe(1);
    expect(started.map((s) => s.path)).toEqual(['/running']);
  });

  it('lets health checks, build assets and the embedded providers through while every slot is taken', async () => {
    const gate = createAdmissionGate({ concurrency: 1, maxQueue: 5 });
    const { server, get } = await gatedServer(gate);
    open = server;
    get('/cars/some-car').answer.catch(() => undefined);
    await vi.waitFor(() => expect(gate.stats().running).toBe(1));
    for (const path of ['/api/health', '/_next/static/chunks/app.js', '/auth/v1/user', '/v1/payment_intents', '/content-lake/v2021-06-07/data/listen/production']) {
      expect(await get(path).answer, path).toMatchObject({ status: 200, body: 'ungated' });
    }
  });

  it('gates pages and the app API, but not look-alike paths of the exceptions', () => {
    expect(isGated('/')).toBe(true);
    expect(isGated('/api/search/1/indexes/*/queries')).toBe(true);
    expect(isGated('/api/healthy')).toBe(true);
    expect(isGated('/v1')).toBe(true);
    expect(isGated('/api/health?probe=1')).toBe(false);
  });
});
