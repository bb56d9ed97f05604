// `npm run fuzz`: builds and starts the app (own data folder and port), then sends generated
// requests to every public route of a tenant (10,000 per route by default) and prints, per route,
// what came back. Exits non-zero when any answer was a 5xx, leaked an error, or refused without a
// message. Options: --per-route N, --concurrency N, --port N, --seed N, --routes a,b (only the
// routes whose name contains one of these; each keeps the seed it has in a full run, so a
// filtered run replays the same requests).
import { join } from 'node:path';
import { ensureBuild } from '../../scripts/lib/ensure-build';
import { startAppServer } from '../../scripts/lib/app-server';
import { repoRoot, seedIfStale } from '../../scripts/lib/run';
import { fuzzRoutes } from './fuzz-requests';
import { fuzzRoute, sendTo } from './fuzz-runner';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const perRoute = option('per-route', 10_000);
const concurrency = option('concurrency', 16);
const port = option('port', 3950);
const seed = option('seed', 20261124);
const HOST = 'valley-used-cars.localhost';

const env = { DATA_DIR: join(repoRoot, '.data', 'fuzz') };
process.env.DATA_DIR = env.DATA_DIR;
if ((await seedIfStale({ env: { ...process.env, ...env } })) !== 0) process.exit(1);
await ensureBuild();
const app = await startAppServer(port, env);
const send = sendTo(port, HOST);
try {
  const car = await send({ method: 'POST', path: '/api/search/1/indexes/*/queries', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'Car_production', params: { hitsPerPage: 1, filters: 'status:in_stock' } }] }) });
  const slug = (JSON.parse(car.body) as { results: [{ hits: [{ slug: string }] }] }).results[0].hits[0].slug;
  const only = process.argv.includes('--routes') ? process.argv[process.argv.indexOf('--routes') + 1]!.split(',') : null;
  const routes = fuzzRoutes(`http://${HOST}:${port}`, slug)
    .map((route, index) => ({ route, seed: seed + index }))
    .filter(({ route }) => only === null || only.some((part) => route.name.includes(part)));
  console.log(`Fuzzing ${routes.length} routes of ${HOST} with ${perRoute.toLocaleString('en-AU')} requests each (seed ${seed}, ${concurrency} at a time)…\n`);
  console.log(`${'route'.padEnd(44)} ${'sent'.padStart(7)} ${'2xx'.padStart(7)} ${'3xx'.padStart(6)} ${'4xx'.padStart(7)} ${'5xx'.padStart(5)} ${'max ms'.padStart(8)}`);
  let total = 0;
  let fiveHundreds = 0;
  const problems: string[] = [];
  const started = performance.now();
  for (const { route, seed: routeSeed } of routes) {
    const summary = await fuzzRoute(route, perRoute, routeSeed, send, concurrency);
    const count = (from: number) => [...summary.byStatus].filter(([status]) => status >= from && status < from + 100).reduce((n, [, c]) => n + c, 0);
    total += summary.sent;
    fiveHundreds += count(500);
    problems.push(...summary.problems.map((p) => `${route.name}: ${p}`));
    console.log(`${route.name.padEnd(44)} ${String(summary.sent).padStart(7)} ${String(count(200)).padStart(7)} ${String(count(300)).padStart(6)} ${String(count(400)).padStart(7)} ${String(count(500)).padStart(5)} ${summary.maxMs.toFixed(0).padStart(8)}`);
  }
  const health = await send({ method: 'GET', path: '/api/health', headers: {} });
  const loop = (JSON.parse(health.body) as { eventLoop?: { maxMs: number; p99Ms: number } }).eventLoop;
  console.log(`\n${total.toLocaleString('en-AU')} requests in ${((performance.now() - started) / 1000).toFixed(0)} s; ${fiveHundreds} answered 5xx; ${problems.length} problem(s).`);
  if (loop) console.log(`Longest event-loop block in the server while fuzzing: ${loop.maxMs} ms (p99 ${loop.p99Ms} ms).`);
  for (const problem of problems) console.log(`✖ ${problem}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await app.stop();
}
