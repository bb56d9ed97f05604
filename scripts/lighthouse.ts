// `npm run lighthouse [url ...]`: audits pages with Lighthouse (mobile, simulated throttling) in
// Debian's Chromium and prints the four category scores, CLS and the first-load JS. Without URLs
// it audits each demo tenant's home page; `-- --vehicles` audits a vehicle page of each tenant
// instead (the budget: performance >= 90, accessibility 100, CLS <= 0.05, JS <= 170 KB).
// When nothing answers on the URLs' port it starts the production server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './lib/ensure-build';
import { firstLoadJs, vehiclePageUrl, warmUp } from './lib/first-load-js';
import { nextStartArgs, seedIfStale } from './lib/run';

const TENANTS = ['metro-motor-group', 'riverside-toyota', 'valley-used-cars', 'outback-rv-and-moto'];
const port = process.env.PORT ?? '3000';
const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const vehicles = process.argv.includes('--vehicles');
const homePages = TENANTS.map((t) => `http://${t}.localhost:${port}/`);

async function isUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${new URL(url).port || 80}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

async function startServer(serverPort: string): Promise<ChildProcess> {
  if ((await seedIfStale()) !== 0) throw new Error('Preparing the demo data failed.');
  await ensureBuild();
  const [command, args, options] = nextStartArgs(serverPort);
  const server = spawn(command, args, { ...options, stdio: 'ignore' });
  for (let i = 0; i < 120; i++) {
    if (await isUp(`http://localhost:${serverPort}/`)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error(`The server did not come up on port ${serverPort}.`);
}

const first = urls[0] ?? homePages[0]!;
const server = (await isUp(first)) ? null : await startServer(new URL(first).port || '80');
// Vehicle pages are found through the running server's search, so only once it is up.
const targets = urls.length > 0 ? urls : vehicles
  ? await Promise.all(TENANTS.map((t) => vehiclePageUrl(t, port))).catch((error: unknown) => {
    server?.kill();
    throw error;
  })
  : homePages;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows: string[] = [];
let failed = false;
try {
  for (const url of targets) {
    // A warm-up so the audit measures the page, not the server's first render of it or the image
    // optimiser's first encoding of its photos.
    await warmUp(url).catch(() => undefined);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate' });
    const categories = result?.lhr.categories;
    if (!categories) {
      failed = true;
      rows.push(`${url}  (no result)`);
      continue;
    }
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const lcp = result.lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    const cls = result.lhr.audits['cumulative-layout-shift']?.displayValue ?? '';
    const js = await firstLoadJs(url).then(({ files, gzipBytes }) => `${(gzipBytes / 1024).toFixed(1)} KB gzip in ${files} files`, (error: Error) => `unknown: ${error.message}`);
    rows.push(`${url}  performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  (LCP ${lcp}, CLS ${cls}, first-load JS ${js})`);
  }
} finally {
  chrome.kill();
  server?.kill();
}
console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
