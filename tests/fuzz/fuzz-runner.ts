import { request } from 'node:http';
import fc from 'fast-check';
import { responseProblem } from './check-response';
import type { FuzzRequest, FuzzRoute } from './fuzz-requests';

/** `failure`: the socket error's code (ECONNRESET, timeout…) when no answer came. */
export type Sent = { status: number; body: string; ms: number; failure?: string };
export type RouteSummary = { route: string; sent: number; byStatus: Map<number, number>; problems: string[]; maxMs: number };

/** Sends one generated request to the app at 127.0.0.1:port as if to `host` (the tenant). */
export function sendTo(port: number, host: string) {
  return (fuzz: FuzzRequest): Promise<Sent> => new Promise((resolve) => {
    const started = performance.now();
    const body = fuzz.body === undefined ? undefined : typeof fuzz.body === 'string' ? Buffer.from(fuzz.body, 'utf8') : Buffer.from(fuzz.body);
    const headers: Record<string, string | number> = { host: `${host}:${port}`, ...fuzz.headers };
    if (body) headers['content-length'] = body.length;
    if (headers['content-type'] === '') delete headers['content-type'];
    let path = fuzz.path;
    // Node refuses to send a path with raw control characters or spaces; a client library would
    // encode them (and send a broken surrogate as U+FFFD).
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0020\u007f-\uffff]/.test(path)) path = encodeURI(path.replace(/[\ud800-\udfff]/g, '\ufffd'));
    try {
      // A connection of its own per request (agent: false): a reused keep-alive socket the server
      // closes as idle just as the next request is written fails with ECONNRESET, a client race
      // (browsers resend then) that would hide a real dropped answer among the findings.
      const req = request({ host: '127.0.0.1', port, method: fuzz.method, path, headers, timeout: 30_000, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: '', ms: performance.now() - started, failure: error.code ?? error.message }));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: '', ms: performance.now() - started, failure: error.code ?? error.message }));
      req.end(body);
    } catch {
      // A request Node itself refuses to build (an invalid header value) never reaches the app.
      resolve({ status: -1, body: '', ms: 0 });
    }
  });
}

/** `count` requests of one route from a fixed seed (a failure reproduces), `concurrency` at a time. */
export async function fuzzRoute(route: FuzzRoute, count: number, seed: number, send: (r: FuzzRequest) => Promise<Sent>, concurrency = 8): Promise<RouteSummary> {
  const requests = fc.sample(route.request, { numRuns: count, seed });
  const summary: RouteSummary = { route: route.name, sent: 0, byStatus: new Map(), problems: [], maxMs: 0 };
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const fuzz = requests[next++]!;
      const answer = await send(fuzz);
      if (answer.status === -1) continue;
      summary.sent += 1;
      summary.byStatus.set(answer.status, (summary.byStatus.get(answer.status) ?? 0) + 1);
      summary.maxMs = Math.max(summary.maxMs, answer.ms);
      const problem = responseProblem(fuzz.method, answer.status, answer.body, answer.failure);
      if (problem && summary.problems.length < 10) summary.problems.push(`${fuzz.method} ${fuzz.path.slice(0, 120)} → ${problem}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}
