import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { probeRequest, type ServedPage } from './served-page-probe.mjs';

/**
 * Pages answered at the front door, before Next's request pipeline. A page from the route cache
 * still costs Next's whole request path on every hit (routing, the proxy, the app-page handler,
 * the cache lookup): under a burst of shoppers that path, not the page, limits how many requests
 * one process answers. Here the exact answer Next gave (status, headers, bytes) to an anonymous
 * GET is kept and given again to the same request, for as long as the route cache entry it came
 * from is fresh: the handler's own check (route-cache-handler.mjs: an expired tag, on this
 * instance or any other, or a passed deadline), and the entry not replaced since.
 *
 * Only requests whose answer depends on nothing but their address are answered here: no cookie
 * (a session, draft mode, a checkout), no authorization, none of Next's RSC or router headers.
 * Everything else, and anything not already a route cache hit, goes through Next as before.
 */
export type FrontDoorPages = {
  /** Answers from a page it holds, or hands the request on with `handle` wrapped to remember Next's answer. */
  serve(req: IncomingMessage, res: ServerResponse, handle: () => void, handOn: (handle: () => void) => void): void;
  stats(): FrontDoorStats;
};

export type FrontDoorStats = { answered: number; pages: number; bytes: number };

/** A 200 answer (the only status kept): its headers and bytes, and how to ask whether it is still fresh. */
type Answer = { headers: OutgoingHttpHeaders; body: Buffer; stillFresh: () => Promise<boolean> };

export type FrontDoorOptions = {
  /** Bytes of answers kept (least recently used go first); most share their bytes with the route cache. */
  maxBytes: number;
  /**
   * How long one answer is given before Next sees the request again. Freshness is checked on
   * every answer; this only lets Next's own timers (an entry's revalidate period) see traffic.
   */
  maxAgeMs?: number;
};

const DEFAULT_MAX_AGE_MS = 30_000;

/**
 * Request headers that can change the answer beyond the address: the shopper's session and
 * preview cookies, credentials, Next's RSC and router headers and internal ones a client must not
 * steer, conditional and partial requests.
 */
const ANSWER_CHANGING_HEADER = /^(?:cookie|authorization|range|if-[a-z-]+|rsc|purpose|next-[a-z-]+|x-middleware-[a-z-]+|x-prerender-[a-z-]+|x-nextjs-[a-z-]+|x-invoke-[a-z-]+)$/;

/** Headers of one connection, not of the answer; Node writes its own. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The key of a request whose answer the front door may give, or null. Besides the address, what
 * Next and the proxy read to answer it: the host (the tenant), the encodings taken (a gzip copy),
 * and the scheme and host a balancer forwards (security headers, absolute URLs).
 */
export function frontDoorKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null;
  for (const name of Object.keys(req.headers)) if (ANSWER_CHANGING_HEADER.test(name)) return null;
  const { host = '', 'accept-encoding': encodings = '', 'x-forwarded-proto': proto = '', 'x-forwarded-host': forwardedHost = '' } = req.headers;
  return [host, req.url ?? '', encodings, proto, forwardedHost].join('\n');
}

export function createFrontDoorPages({ maxBytes, maxAgeMs = DEFAULT_MAX_AGE_MS }: FrontDoorOptions): FrontDoorPages {
  // ttlResolution 0: the clock is read on every lookup. lru-cache otherwise reuses one reading
  // until a 1 ms timer clears it, and requests answered faster than that timer runs (a burst, or a
  // loaded event loop) would all see the age of the first.
  const answers = new LRUCache<string, Answer>({ maxSize: maxBytes, sizeCalculation: (answer) => answer.body.byteLength + 1024, ttl: maxAgeMs, ttlResolution: 0 });
  let answered = 0;

  function remembering(key: string, res: ServerResponse, handle: () => void): () => void {
    return () => {
      const { end, write } = res;
      let served: ServedPage = {};
      let streamed = false;
      res.write = function writeAndNote(this: ServerResponse, ...args: unknown[]) {
        streamed = true;
        return (write as (...rest: unknown[]) => boolean).apply(this, args);
      } as ServerResponse['write'];
      res.end = function endAndRemember(this: ServerResponse, ...args: unknown[]) {
        res.end = end;
        res.write = write;
        const answer = streamed ? null : answerOf(res, args[0], served.stillFresh);
        if (answer) answers.set(key, answer);
        return (end as (...rest: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse['end'];
      served = probeRequest(handle);
    };
  }

  return {
    serve(req, res, handle, handOn) {
      const key = frontDoorKey(req);
      if (key === null) return handOn(handle);
      const answer = answers.get(key);
      if (!answer) return handOn(remembering(key, res, handle));
      void answer.stillFresh().catch(() => false).then((fresh) => {
        if (!fresh) {
          answers.delete(key);
          return handOn(remembering(key, res, handle));
        }
        res.writeHead(200, answer.headers);
        res.end(answer.body);
        answered += 1;
      });
    },
    stats: () => ({ answered, pages: answers.size, bytes: answers.calculatedSize }),
  };
}

/**
 * Next's answer as the front door may give it again: a route cache hit (the handler filled in
 * `stillFresh`), 200, nothing set for this shopper alone, written in one piece with res.end (as
 * Next sends a cached page's bytes; the caller keeps nothing streamed with res.write). Headers
 * may have been flushed already (Next's compression middleware does it just before the end):
 * the ones set on the response are all there is, as Next never passes its own to writeHead.
 */
function answerOf(res: ServerResponse, chunk: unknown, stillFresh: (() => Promise<boolean>) | undefined): Answer | null {
  if (!stillFresh || res.statusCode !== 200) return null;
  if (!(chunk instanceof Uint8Array)) return null;
  const headers = res.getHeaders();
  if (headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie'] !== undefined) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!CONNECTION_HEADERS.has(name) && value !== undefined) kept[name] = value;
  const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return { headers: kept, body, stillFresh };
}
