// `npm run bench:pages`: the platform's pages against a bare Next.js app of the same version, side
// by side on this machine (SPEC 7). Builds and starts both (the app on the embedded demo in its
// own data folder), then for each tenant measures its home, search landing, a vehicle page and a
// content page with autocannon (10 connections) and Lighthouse (mobile, simulated throttling,
// median of 3 runs), and prints one table: requests/s and p99, the ratio to the bare static page
// (pages meant to be cached) or the bare dynamic page, Lighthouse performance, TBT, LCP and CLS
// beside the bare page's, and the HTML's bytes. Pages meant to be cached (and the bare static
// page) are loaded a second time as a browser asks for them (`accept-encoding: gzip, deflate, br`:
// the server sends them compressed), in the `gz` columns; autocannon alone asks for no encoding.
// Figures, not a pass/fail test; on a shared machine
// they are noisy (run it on a quiet one for numbers to compare).
// Options: --port N (app; the bare app takes N+1), --duration S (autocannon seconds, default 10),
// --runs N (Lighthouse runs per page, default 3; 0 skips Lighthouse), --tenants a,b (default all).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from '../../scripts/lib/app-server';
import { ensureBuild } from '../../scripts/lib/ensure-build';
import { loadPage, vehiclePageUrl, warmUp } from '../../scripts/lib/first-load-js';
import { packageBin, repoRoot, runOrExit, seedIfStale } from '../../scripts/lib/run';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const port = Number(option('port', '3870'));
const barePort = port + 1;
const duration = Number(option('duration', '10'));
const runs = Number(option('runs', '3'));
const TENANTS = [
  { slug: 'metro-motor-group', search: '/search/new-used-and-demo-cars' },
  { slug: 'riverside-toyota', search: '/search/new-used-and-demo-cars' },
  { slug: 'valley-used-cars', search: '/search/used-cars' },
  { slug: 'outback-rv-and-moto', search: '/search/new-used-and-demo-cars' },
];
const wanted = option('tenants', TENANTS.map((tenant) => tenant.slug).join(',')).split(',');
const tenants = TENANTS.filter((tenant) => wanted.includes(tenant.slug));
const bareDir = join(repoRoot, 'web', 'bench', 'bare-next');

type Load = { rps: number; p99: number; errors: number };
type Audit = { performance: number; tbt: number; lcp: number; cls: number } | null;
type Row = { name: string; kind: 'static' | 'dynamic'; load: Load; browserLoad: Load | null; audit: Audit; htmlBytes: number; gzipBytes: number };
/** The encodings a browser's request lists (Chrome adds zstd; Next answers with gzip at most). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

async function startBare(): Promise<ChildProcess> {
  if (!existsSync(join(bareDir, '.next', 'BUILD_ID'))) {
    console.log('› Building the bare Next.js app…');
    await runOrExit('Building the bare app', packageBin('web', 'next'), ['build'], { cwd: bareDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const child = spawn(process.execPath, [join(repoRoot, 'web', 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(barePort)], {
    cwd: bareDir, env: { ...process.env, NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (!(await loadPage(`http://localhost:${barePort}/`).then(() => true, () => false))) {
    if (Date.now() > deadline) throw new Error(`The bare app did not answer on port ${barePort}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

/**
 * autocannon 9 decodes every response body into a string (`req.body += chunk`), for body checks
 * this bench does not ask for. On a ~140 KB page holding one character beyond Latin-1 (a `’`) that
 * decoding made the client, not the server, the limit: Outback's caravan page read 2,600 requests/s
 * where the same bytes from a plain Node server read 7,000 against 14,000 for a page without one
 * (wrk and a raw socket client: no difference). Bodies are counted in bytes only.
 */
function countBytesOnly(client: autocannon.Client): void {
  (client as unknown as { pipelinedRequests: { addBody: (data: unknown) => void } }).pipelinedRequests.addBody = () => undefined;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const target = new URL(url);
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
    headers: { host: target.host, ...headers },
    connections: 10,
    duration,
    setupClient: countBytesOnly,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function audit(url: string, chromePort: number): Promise<Audit> {
  if (runs <= 0) return null;
  const results: NonNullable<Audit>[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) continue;
    // A run Lighthouse could not finish (a load timeout, no largest paint seen) has no scores:
    // said, and left out of the median instead of counting as a performance of 0.
    if (lhr.runtimeError) {
      console.log(`  Lighthouse run ${run + 1} of ${url} failed: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
      continue;
    }
    results.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
  if (results.length === 0) return null;
  return { performance: median(results.map((r) => r.performance)), tbt: median(results.map((r) => r.tbt)), lcp: median(results.map((r) => r.lcp)), cls: median(results.map((r) => r.cls)) };
}

async function measure(name: string, kind: Row['kind'], url: string, chromePort: number): Promise<Row> {
  await warmUp(url).catch(() => undefined);
  const html = Buffer.from(await loadPage(url));
  const browserLoad = kind === 'static' ? await load(url, BROWSER_ENCODINGS) : null;
  const row: Row = { name, kind, load: await load(url), browserLoad, audit: await audit(url, chromePort), htmlBytes: html.length, gzipBytes: gzipSync(html).length };
  console.log(`  measured ${name}`);
  return row;
}

const env = { DATA_DIR: join(repoRoot, '.data', 'bench'), NEXT_TELEMETRY_DISABLED: '1' };
process.env.DATA_DIR = env.DATA_DIR;
if ((await seedIfStale({ env: { ...process.env, ...env } })) !== 0) process.exit(1);
await ensureBuild();
const bare = await startBare();
const app = await startAppServer(port, env);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows: Row[] = [];
try {
  rows.push(await measure('bare Next static /', 'static', `http://localhost:${barePort}/`, chrome.port));
  rows.push(await measure('bare Next dynamic (50 items)', 'dynamic', `http://localhost:${barePort}/dynamic`, chrome.port));
  for (const tenant of tenants) {
    const base = `http://${tenant.slug}.localhost:${port}`;
    const vehicle = await vehiclePageUrl(tenant.slug, String(port));
    // Home, vehicle, content and search landing pages are the ones meant to be served from a cache.
    rows.push(await measure(`${tenant.slug} home`, 'static', `${base}/`, chrome.port));
    rows.push(await measure(`${tenant.slug} search landing`, 'static', `${base}${tenant.search}`, chrome.port));
    rows.push(await measure(`${tenant.slug} vehicle`, 'static', vehicle, chrome.port));
    rows.push(await measure(`${tenant.slug} content (/contact)`, 'static', `${base}/contact`, chrome.port));
  }
} finally {
  chrome.kill();
  bare.kill();
  await app.stop();
}

const [bareStatic, bareDynamic] = rows;
const pad = (text: string, width: number) => text.padStart(width);
const fmt = (value: number | undefined, digits: number) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
console.log(`\nPages vs bare Next.js (autocannon 10 connections × ${duration} s; Lighthouse mobile, simulated throttling, median of ${runs}; ${new Date().toISOString()})`);
console.log(`${'page'.padEnd(44)}${pad('req/s', 9)}${pad('p99 ms', 8)}${pad('vs bare', 9)}${pad('gz req/s', 10)}${pad('gz p99', 8)}${pad('gz vs', 7)}${pad('perf', 6)}${pad('TBT ms', 8)}${pad('LCP s', 7)}${pad('CLS', 7)}${pad('HTML KB', 9)}${pad('gzip KB', 9)}${pad('errors', 8)}`);
for (const row of rows) {
  const reference = row.kind === 'static' ? bareStatic : bareDynamic;
  const isBare = row === bareStatic || row === bareDynamic;
  const ratio = isBare ? '' : `${((row.load.rps / Math.max(reference!.load.rps, 1)) * 100).toFixed(0)}%${row.kind === 'static' ? 's' : 'd'}`;
  const browserRatio = isBare || !row.browserLoad ? '' : `${((row.browserLoad.rps / Math.max(bareStatic!.browserLoad?.rps ?? 0, 1)) * 100).toFixed(0)}%`;
  console.log(`${row.name.padEnd(44)}${pad(fmt(row.load.rps, 0), 9)}${pad(fmt(row.load.p99, 0), 8)}${pad(ratio, 9)}${pad(fmt(row.browserLoad?.rps, 0), 10)}${pad(fmt(row.browserLoad?.p99, 0), 8)}${pad(browserRatio, 7)}${pad(fmt(row.audit?.performance, 0), 6)}${pad(fmt(row.audit?.tbt, 0), 8)}${pad(fmt(row.audit?.lcp, 2), 7)}${pad(fmt(row.audit?.cls, 3), 7)}${pad((row.htmlBytes / 1024).toFixed(1), 9)}${pad((row.gzipBytes / 1024).toFixed(1), 9)}${pad(String(row.load.errors + (row.browserLoad?.errors ?? 0)), 8)}`);
}
console.log('vs bare: requests/s as a share of the bare static page (s) or the bare dynamic page (d); gz: asked as a browser asks (accept-encoding: gzip, deflate, br), gz vs: share of the bare static page asked the same way. Targets: cached pages >= 50% s, dynamic >= 50% d, perf within 2 of bare, LCP <= 1.5 s, TBT within 50 ms of bare, CLS <= 0.02, warm cache hit p99 <= 20 ms.');
