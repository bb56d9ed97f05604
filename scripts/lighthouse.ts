// `npm run lighthouse [url ...]`: audits pages with Lighthouse (mobile, simulated throttling) in
// Debian's Chromium and prints the four category scores. Without URLs it audits each demo tenant's
// home page. When nothing answers on the URLs' port it starts the production server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './lib/ensure-build';
import { nextStartArgs, seedIfStale } from './lib/run';

const TENANTS = ['metro-motor-group', 'riverside-toyota', 'valley-used-cars', 'outback-rv-and-moto'];
const port = process.env.PORT ?? '3000';
const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const targets = urls.length > 0 ? urls : TENANTS.map((t) => `http://${t}.localhost:${port}/`);

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

const first = targets[0]!;
const server = (await isUp(first)) ? null : await startServer(new URL(first).port || '80');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows: string[] = [];
let failed = false;
try {
  for (const url of targets) {
    // A warm-up load so the audit measures the page, not the server's first compile of it.
    await fetch(url.replace(/\/\/([^/]+)/, '//127.0.0.1:' + (new URL(url).port || '80')), { headers: { host: new URL(url).host } }).catch(() => undefined);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate' });
    const categories = result?.lhr.categories;
    if (!categories) {
      failed = true;
      rows.push(`${url}  (no result)`);
      continue;
    }
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const lcp = result.lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    rows.push(`${url}  performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  (LCP ${lcp})`);
  }
} finally {
  chrome.kill();
  server?.kill();
}
console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
