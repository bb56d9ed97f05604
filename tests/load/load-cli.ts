// `npm run load`: builds and starts the app (own data folder and port), then runs 200 concurrent
// shoppers for 60 s over all four demo sites with autocannon: home pages, search pages, vehicle
// pages, the search API and enquiry forms. Prints throughput and latency, then checks that every
// enquiry the app accepted reached the tenant's inbox exactly once. The app stands behind one
// trusted proxy hop here, and each shopper sends its own X-Forwarded-For, as a load balancer would.
// Options: --connections N, --duration S, --port N.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../../scripts/lib/ensure-build';
import { startAppServer } from '../../scripts/lib/app-server';
import { repoRoot, seedIfStale } from '../../scripts/lib/run';
import { sendTo } from '../fuzz/fuzz-runner';
import { formatTimings, RequestTimings } from './request-timings';

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const connections = option('connections', 200);
const duration = option('duration', 60);
const port = option('port', 3960);
const TENANTS = [
  { slug: 'metro-motor-group', search: '/search/new-used-and-demo-cars' },
  { slug: 'riverside-toyota', search: '/search/new-used-and-demo-cars' },
  { slug: 'valley-used-cars', search: '/search/used-cars' },
  { slug: 'outback-rv-and-moto', search: '/search/new-used-and-demo-cars' },
];

const env = { DATA_DIR: join(repoRoot, '.data', 'load'), TRUSTED_PROXY_HOPS: '1' };
process.env.DATA_DIR = env.DATA_DIR;
if ((await seedIfStale({ env: { ...process.env, ...env } })) !== 0) process.exit(1);
await ensureBuild();
const app = await startAppServer(port, env);

type Lead = { tenant: string; email: string };
const host = (slug: string) => `${slug}.localhost:${port}`;
const shopper = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
// Each shopper its own mobile, as the lead limits count per phone (SPEC 7).
const mobile = () => `041${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const enquiry = (email: string, location: string | null) => JSON.stringify({
  userData: { name: 'Load', last_name: 'Tester', email, phone: mobile(), postcode: '4000', message: 'Is this car still available?', terms_conditions: true, opt_in: false, ...(location ? { location } : {}) },
});
/** The first location a shopper can pick on the site's contact page (required where a site has some, SPEC 5). */
function firstLocation(contactPage: string): string | null {
  const select = /<select[^>]*name="location"[^>]*>([\s\S]*?)<\/select>/.exec(contactPage)?.[1] ?? '';
  return /<option value="([^"]+)"/.exec(select)?.[1] ?? null;
}

const timings = new RequestTimings();
/** One thing a shopper does: a request built afresh each time, and what to note of its answer. */
type Built = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
type Visit = { kind: string; build(): { request: Built; lead?: Lead }; answered?(status: number, lead: Lead | undefined): void };
type VisitContext = { visit?: Visit; startedAt?: number; lead?: Lead };

try {
  // One car per site for the vehicle pages, and one enquiry per site to learn which forms accept this body.
  const visits: Visit[] = [];
  const formTenants: Array<{ slug: string; location: string | null }> = [];
  const accepted: Lead[] = [];
  let leadIndex = 0;
  for (const tenant of TENANTS) {
    const send = sendTo(port, `${tenant.slug}.localhost`);
    const found = await send({ method: 'POST', path: '/api/search/1/indexes/*/queries', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: 'Car_production', params: { hitsPerPage: 1, filters: 'status:in_stock' } }] }) });
    const slug = (JSON.parse(found.body) as { results: [{ hits: [{ slug: string }] }] }).results[0].hits[0].slug;
    const location = firstLocation((await send({ method: 'GET', path: '/contact-us', headers: {} })).body);
    const probe = await send({ method: 'POST', path: '/api/leads/contact', headers: { 'content-type': 'application/json', 'x-forwarded-for': shopper() }, body: enquiry(`probe-${randomUUID()}@example.com`, location) });
    if (probe.status === 201) formTenants.push({ slug: tenant.slug, location });
    else console.log(`${tenant.slug}: the contact form refused the load test's enquiry (${probe.status} ${probe.body.slice(0, 200)}); no enquiries there`);
    const headers = { host: host(tenant.slug) };
    const searchBody = JSON.stringify({ requests: [{ indexName: 'Car_production', params: { hitsPerPage: 21, facets: ['make', 'body', 'price'] } }] });
    visits.push(
      { kind: 'home page', build: () => ({ request: { method: 'GET', path: '/', headers } }) },
      { kind: 'search page', build: () => ({ request: { method: 'GET', path: tenant.search, headers } }) },
      { kind: 'vehicle page', build: () => ({ request: { method: 'GET', path: `/cars/${slug}`, headers } }) },
      { kind: 'search API', build: () => ({ request: { method: 'POST', path: '/api/search/1/indexes/*/queries', headers: { ...headers, 'content-type': 'application/json' }, body: searchBody } }) },
    );
    if (probe.status !== 201) continue;
    visits.push({
      kind: 'enquiry',
      build() {
        const email = `load-${randomUUID()}@example.com`;
        leadIndex += 1;
        const request: Built = { method: 'POST', path: '/api/leads/contact', headers: { host: host(tenant.slug), 'content-type': 'application/json', 'x-forwarded-for': shopper() }, body: enquiry(email, location) };
        return { request, lead: { tenant: tenant.slug, email } };
      },
      answered(status, lead) {
        if (status === 201 && lead) accepted.push(lead);
      },
    });
  }
  // Each request of each connection is a visit picked at random, so every shopper mixes pages,
  // searches and enquiries from the first second (a fixed sequence would send all 200 connections
  // through the same page at once and reach the enquiries only after the pages).
  const shopperRequest: autocannon.Request = {
    setupRequest: (request, context) => {
      const visit = visits[Math.floor(Math.random() * visits.length)]!;
      const { request: built, lead } = visit.build();
      Object.assign(context as VisitContext, { visit, lead, startedAt: timings.start(visit.kind) });
      return { ...request, ...built };
    },
    onResponse: (status, _body, context) => {
      const { visit, startedAt, lead } = context as VisitContext;
      if (!visit || startedAt === undefined) return;
      timings.answer(visit.kind, startedAt);
      visit.answered?.(status, lead);
    },
  };
  console.log(`${connections} shoppers for ${duration} s over ${TENANTS.length} sites (${visits.length} kinds of visit, each picked at random; enquiries on ${formTenants.map((t) => t.slug).join(', ')})…`);
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration, timeout: 30, requests: [shopperRequest] });
  const latency = result.latency;
  console.log(`\nrequests: ${result.requests.total.toLocaleString('en-AU')} (${result.requests.average.toFixed(0)}/s); latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`);
  console.log(`errors: ${result.errors}; timeouts: ${result.timeouts}; non-2xx: ${result.non2xx}; status codes: ${JSON.stringify(result.statusCodeStats)}`);
  console.log(`by kind of request (started minus answered: timed out or under way at the end):\n${formatTimings(timings.summary())}`);

  // Every accepted enquiry in its tenant's inbox exactly once (the outbox delivers after the run).
  const expected = new Map(accepted.map((lead) => [lead.email, lead.tenant]));
  const seen = new Map<string, number>();
  const deadline = Date.now() + 120_000;
  for (;;) {
    seen.clear();
    for (const { slug: tenant } of formTenants) {
      // Every page of the inbox: a run sends more enquiries per site than one page holds.
      for (let page: number | null = 1; page !== null;) {
        const inbox = await sendTo(port, `${tenant}.localhost`)({ method: 'GET', path: `/api/dev/inbox?page=${page}`, headers: {} });
        if (inbox.status !== 200) throw new Error(`The inbox of ${tenant} answered ${inbox.status} ${inbox.failure ?? inbox.body.slice(0, 200)}`);
        const view = JSON.parse(inbox.body) as { leads: Array<{ payload: { userData: { email?: string } } }>; nextPage: number | null };
        for (const lead of view.leads) {
          const email = lead.payload.userData.email;
          if (email && expected.has(email)) seen.set(email, (seen.get(email) ?? 0) + 1);
        }
        page = view.nextPage;
      }
    }
    if (seen.size >= expected.size || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const missing = [...expected.keys()].filter((email) => !seen.has(email));
  const twice = [...seen].filter(([, n]) => n > 1);
  console.log(`enquiries accepted: ${expected.size} (of ${leadIndex} sent); in the inbox: ${seen.size}; missing: ${missing.length}; more than once: ${twice.length}`);
  const health = await sendTo(port, 'localhost')({ method: 'GET', path: '/api/health', headers: {} });
  const loop = (JSON.parse(health.body) as { eventLoop?: { maxMs: number; p99Ms: number } }).eventLoop;
  if (loop) console.log(`longest event-loop block in the server: ${loop.maxMs} ms (p99 ${loop.p99Ms} ms)`);
  // A run in which no enquiry got through proves nothing about lead delivery.
  const enquiriesTried = formTenants.length === 0 || expected.size > 0;
  if (!enquiriesTried) console.log('no enquiry was accepted during the run');
  const ok = result.errors === 0 && result.timeouts === 0 && missing.length === 0 && twice.length === 0 && enquiriesTried;
  console.log(ok ? '\n✔ 0 errors, 0 timeouts, every enquiry delivered once.' : '\n✖ the load run found problems (see above).');
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`\n✖ ${(error as Error).message}\nThe server's last output:\n${app.output()}`);
  process.exitCode = 1;
} finally {
  await app.stop();
}
