import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrontDoorPages, frontDoorKey, type FrontDoorOptions } from './front-door-pages';
import { notePageServed, notePageStored } from './served-page-probe.mjs';

/** What the stand-in for Next answers: a route cache hit unless a test says otherwise. */
type NextAnswer = {
  cacheHeader?: string;
  status?: number;
  setCookie?: string;
  streamed?: boolean;
};

let keySequence = 0;

/**
 * A real HTTP server with the front door before a stand-in for Next: each request Next sees is
 * counted and answered with a body naming that count, after the route cache handler's note (the
 * probe) that an entry answered it, as route-cache-handler.mjs does on a hit.
 */
async function serverWithFrontDoor(options: FrontDoorOptions = { maxBytes: 1024 * 1024 }) {
  const pages = createFrontDoorPages(options);
  const routeKey = `/route-cache/APP_PAGE/test-${(keySequence += 1)}`;
  const state = { nextRequests: 0, stale: false, answer: {} as NextAnswer };
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    state.nextRequests += 1;
    const body = `page ${state.nextRequests} of ${req.headers.host} ${req.url}`;
    // The handler notes the hit from within the request's async context, after awaiting its lookup.
    await Promise.resolve();
    notePageServed(routeKey, async () => state.stale);
    const { cacheHeader = 'HIT', status = 200, setCookie, streamed } = state.answer;
    res.statusCode = status;
    res.setHeader('x-nextjs-cache', cacheHeader);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', "default-src 'self'");
    if (setCookie) res.setHeader('set-cookie', setCookie);
    if (streamed) {
      res.write(body.slice(0, 4));
      res.end(body.slice(4));
    } else {
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(Buffer.from(body));
    }
  };
  const server: Server = createServer((req, res) => pages.serve(req, res, () => void next(req, res), (handle) => handle()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open = server;
  const port = (server.address() as AddressInfo).port;
  // node:http rather than fetch, which will not send a Host header of the caller's choosing.
  const get = (path = '/', headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, agent: false, headers: { host: 'riverside-toyota.localhost', ...headers } });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });
  return { pages, state, get, routeKey };
}

let open: Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
  vi.restoreAllMocks();
});

describe('front door pages', () => {
  it("gives an anonymous shopper Next's own answer again, status, headers and bytes, without asking Next", async () => {
    const { state, get, pages } = await serverWithFrontDoor();
    const first = await get('/');
    const second = await get('/');
    const third = await get('/');
    expect(state.nextRequests).toBe(1);
    expect(second).toEqual({ ...first, headers: { ...first.headers, date: second.headers.date } });
    expect(third.body).toBe('page 1 of riverside-toyota.localhost /');
    expect(second.headers['content-security-policy']).toBe("default-src 'self'");
    expect(pages.stats()).toMatchObject({ answered: 2, pages: 1 });
  });

  it('asks Next again once the entry is stale (a tag expired, on any instance), and keeps the new answer', async () => {
    const { state, get } = await serverWithFrontDoor();
    await get('/');
    state.stale = true;
    expect((await get('/')).body).toBe('page 2 of riverside-toyota.localhost /');
    state.stale = false;
    expect((await get('/')).body).toBe('page 2 of riverside-toyota.localhost /');
    expect(state.nextRequests).toBe(2);
  });

  it('never gives an answer taken from an entry that has since been replaced (a re-render stored over it)', async () => {
    const { state, get, routeKey } = await serverWithFrontDoor();
    await get('/');
    notePageStored(routeKey);
    expect((await get('/')).body).toBe('page 2 of riverside-toyota.localhost /');
    expect((await get('/')).body).toBe('page 2 of riverside-toyota.localhost /');
    expect(state.nextRequests).toBe(2);
  });

  it('keeps one answer per host, address and accepted encodings', async () => {
    const { state, get } = await serverWithFrontDoor();
    await get('/');
    await get('/cars');
    await get('/', { host: 'valley-used-cars.localhost' });
    await get('/', { 'accept-encoding': 'identity' });
    expect(state.nextRequests).toBe(4);
    expect((await get('/', { host: 'valley-used-cars.localhost' })).body).toBe('page 3 of valley-used-cars.localhost /');
    expect((await get('/cars')).body).toBe('page 2 of riverside-toyota.localhost /cars');
    expect(state.nextRequests).toBe(4);
  });

  it.each([
    ['a cookie (a session, a preview, a checkout)', { cookie: 'sb-access-token=abc' }],
    ['credentials', { authorization: 'Bearer abc' }],
    ["Next's RSC request", { rsc: '1' }],
    ["Next's router state", { 'next-router-state-tree': '%5B%5D' }],
    ["a header of Next's own", { 'x-middleware-subrequest': 'proxy' }],
    ['a partial request', { range: 'bytes=0-10' }],
  ])('sends a request with %s to Next every time', async (_what, headers) => {
    const { state, get } = await serverWithFrontDoor();
    await get('/', headers);
    await get('/', headers);
    expect(state.nextRequests).toBe(2);
  });

  it('sends HEAD and other methods to Next', async () => {
    const { state, get } = await serverWithFrontDoor();
    await get('/', {}, 'HEAD');
    await get('/', {}, 'HEAD');
    expect(state.nextRequests).toBe(2);
    expect(frontDoorKey({ method: 'POST', headers: {}, url: '/' } as IncomingMessage)).toBeNull();
  });

  it.each([
    ['not a route cache hit', { cacheHeader: 'MISS' }],
    ['not a 200', { status: 404 }],
    ['setting a cookie', { setCookie: 'journey=1; Path=/' }],
    ['streamed in parts', { streamed: true }],
  ] satisfies [string, NextAnswer][])('does not keep an answer %s', async (_what, answer) => {
    const { state, get } = await serverWithFrontDoor();
    state.answer = answer;
    const first = await get('/');
    await get('/');
    expect(first.body).toBe('page 1 of riverside-toyota.localhost /');
    expect(state.nextRequests).toBe(2);
  });

  it('lets Next see the request again after the longest time one answer is given', async () => {
    let now = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { state, get } = await serverWithFrontDoor({ maxBytes: 1024 * 1024, maxAgeMs: 30_000 });
    await get('/');
    now += 29_000;
    await get('/');
    expect(state.nextRequests).toBe(1);
    now += 2_000;
    await get('/');
    expect(state.nextRequests).toBe(2);
  });

  it('holds at most its byte limit, the least recently used answer going first', async () => {
    const { state, get, pages } = await serverWithFrontDoor({ maxBytes: 2 * 1024 + 200 });
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c');
    expect(pages.stats().pages).toBe(2);
    await get('/a');
    expect(state.nextRequests).toBe(3);
    await get('/b');
    expect(state.nextRequests).toBe(4);
  });
});
