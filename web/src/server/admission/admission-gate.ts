import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Admission control for one server process. Node starts every request the moment it arrives, so
 * under a burst (a sale, a TV ad) hundreds of page renders share the CPU at once: each takes as
 * long as all of them together, memory grows with every render in flight, and a render whose
 * shopper gave up still runs to the end. The gate lets `concurrency` requests run and queues the
 * rest in arrival order: the oldest request is served first, a shopper who left before their turn
 * costs nothing, and a queue past `maxQueue` is refused at once with 503 and Retry-After instead of
 * timing out later. Measured on the demo (tests/load): 200 connections at once on one process,
 * p99 5.0 s and max 10 s with timeouts ungated; p99 6.0 s, max 6.6 s and none with 12 slots.
 */
export type AdmissionOptions = {
  /** Requests served at once. */
  concurrency: number;
  /** Requests waiting beyond which new ones are refused (503). */
  maxQueue: number;
};

/** `handle` serves the request and answers its own errors (Next's request handler does). */
export type Admit = (req: IncomingMessage, res: ServerResponse, handle: () => void) => void;

/**
 * Paths served outside the gate: build assets and the health check (cheap, and a balancer must
 * see a busy instance as alive), and the embedded providers' endpoints (/auth/v1 GoTrue, /v1
 * Stripe and its webhook, /content-lake), which the app calls itself while serving a request: a
 * request holding a slot must never wait behind the queue for its own sub-request. Long-lived
 * streams (the Content Lake's listen) would otherwise hold a slot for ever.
 */
const UNGATED = /^\/(?:_next\/static\/|favicon\.ico$|api\/health(?:$|\?)|auth\/v1\/|v1\/|api\/payments\/webhook(?:$|\?)|content-lake\/|content-assets\/)/;

export function isGated(url: string | undefined): boolean {
  return !UNGATED.test(url ?? '/');
}

export type AdmissionGate = { admit: Admit; stats(): { running: number; queued: number; refused: number } };

export function createAdmissionGate({ concurrency, maxQueue }: AdmissionOptions): AdmissionGate {
  let running = 0;
  let refused = 0;
  const queue: Array<{ res: ServerResponse; handle: () => void }> = [];

  const startNext = () => {
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      // The shopper left while waiting: nothing to render for them.
      if (next.res.destroyed || next.res.writableEnded || next.res.socket?.destroyed) continue;
      run(next.res, next.handle);
    }
  };

  const run = (res: ServerResponse, handle: () => void) => {
    running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running -= 1;
      startNext();
    };
    // 'close' follows 'finish', and also ends a response whose connection dropped mid-render.
    res.once('close', release);
    res.once('finish', release);
    handle();
  };

  const admit: Admit = (req, res, handle) => {
    if (!isGated(req.url)) {
      handle();
      return;
    }
    if (running < concurrency) {
      run(res, handle);
      return;
    }
    if (queue.length >= maxQueue) {
      refused += 1;
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: 'We are very busy right now. Please try again in a few seconds.' }));
      return;
    }
    queue.push({ res, handle });
    // A queued shopper who closes the tab frees their place at once.
    res.once('close', () => {
      const index = queue.findIndex((entry) => entry.res === res);
      if (index >= 0) queue.splice(index, 1);
    });
  };

  return { admit, stats: () => ({ running, queued: queue.length, refused }) };
}
