// `npm run bench:search`: the local search engine at platform scale, 200,000 generated vehicles over
// 40 dealer groups (BENCH_RECORDS, BENCH_SITES), for a fixed query mix printed as p50/p99 per query;
// the memory the records and index take, the start-up build (every record saved, first facet
// query answered) and one vehicle change (a record replaced, as the change feed does); then the
// same data and queries through @orama/orama, and the ratio (engine vs Orama, p50).
// Figures, not a pass/fail test: each line prints its target (SPEC 7: p50 <= 5 ms, p99 <= 20 ms,
// heap <= 1 GB, build <= 30 s, one change <= 10 ms, >= 20x Orama). On a shared machine they are noisy.
import { createSearchEngine } from '../src/search/engine/engine';
import { makeVehicleRecords } from '../src/search/engine/testing/vehicle-records';
import { configureVehicleIndexes } from '../src/search/engine/vehicle-indexes';
import { buildOrama, oramaQueries } from './orama-comparison';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 200_000);
const SITES = Number(process.env.BENCH_SITES ?? Math.max(4, Math.round(RECORDS / 5_000)));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ORAMA_ROUNDS = Number(process.env.BENCH_ORAMA_ROUNDS ?? 30);
const FACETS = ['make', 'model', 'car_type', 'status', 'body', 'colour', 'year', 'km', 'price', 'filtered_features'];
const tenant = { baseFilter: '(is_available = 1 OR sold_date_timestamp >= 1730500000) AND site_slug:"metro-motor-group"' };

const records = makeVehicleRecords(RECORDS, 1, { sites: SITES });
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const engine = createSearchEngine();
configureVehicleIndexes(engine, { primary: 'Car_production' });
const loadStarted = performance.now();
engine.saveObjects('Car_production', records);
// What the first shoppers' queries would otherwise build: every facet column, the text index and
// each replica's order.
engine.search('Car_production', { facets: FACETS, hitsPerPage: 0, query: 'a' });
for (const replica of ['price_asc', 'price_desc', 'km_asc', 'year_desc', 'newest']) engine.search(`Car_production_${replica}`, { hitsPerPage: 1 });
const loadMs = performance.now() - loadStarted;
globalThis.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const queries: Record<string, () => unknown> = {
  'browse, 10 facets': () => engine.search('Car_production', { facets: FACETS, hitsPerPage: 21 }, tenant),
  'filters AND/OR/NOT': () => engine.search('Car_production', { facets: FACETS, filters: '(make:Toyota OR make:Mazda) AND car_type:used AND NOT body:van AND price:10000 TO 60000' }, tenant),
  'text + filters': () => engine.search('Car_production', { query: 'toyota cor', facets: FACETS, filters: 'year >= 2018' }, tenant),
  'InstantSearch batch (4)': () => engine.multipleQueries([
    { indexName: 'Car_production', params: { facets: FACETS, hitsPerPage: 21, facetFilters: [['make:Toyota'], ['car_type:used']] } },
    { indexName: 'Car_production', params: { facets: ['make'], hitsPerPage: 0, facetFilters: [['car_type:used']] } },
    { indexName: 'Car_production', params: { facets: ['car_type'], hitsPerPage: 0, facetFilters: [['make:Toyota']] } },
    { indexName: 'Car_production', params: { facets: ['price'], hitsPerPage: 0 } },
  ], tenant),
  'sort by price': () => engine.search('Car_production_price_asc', { facets: FACETS, hitsPerPage: 21, page: 3, numericFilters: ['price>0'] }, tenant),
  // SPEC 3 weekly_price_range ("under $150 a week") with the repayment's own stats for its slider.
  'weekly repayment range': () => engine.search('Car_production', { facets: [...FACETS, 'weekly_repayment'], hitsPerPage: 21, numericFilters: ['weekly_repayment>=0', 'weekly_repayment<=150'] }, tenant),
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(run: () => unknown, rounds: number): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.min(10, rounds); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');
const tenantCount = records.filter((record) => record.site_slug === 'metro-motor-group').length;
console.log(`search engine: ${RECORDS.toLocaleString('en-AU')} vehicles over ${SITES} sites (the queried tenant holds ${tenantCount.toLocaleString('en-AU')})`);
console.log(`start-up build (all built) ${(loadMs / 1000).toFixed(2).padStart(8)} s    (target <= 30 s: ${verdict(loadMs <= 30_000)})`);
console.log(`heap (records + index)    ${heapMb.toFixed(0).padStart(8)} MB   (target <= 1024 MB: ${verdict(heapMb <= 1024)}; ${(heapMb / (RECORDS / 10_000)).toFixed(1)} MB per 10,000 cars)`);

// One vehicle change: a record replaced with a new price or status, deleted or added, as the change
// feed and the admin route do; then until the next query (sorted by price, the order the change
// moves) has answered.
let changeRound = 0;
const change = () => {
  const record = records[(changeRound++ * 7919) % records.length]!;
  // One change in ten takes a car off the website (a delete) and one puts it back (a new record).
  if (changeRound % 10 === 0) return void engine.deleteObjects('Car_production', [record.objectID]);
  const sold = changeRound % 4 === 0;
  engine.saveObjects('Car_production', [{ ...record, price: record.price + 100 * (changeRound % 50), ...(sold ? { status: 'sold', is_available: 0 } : {}) }]);
};
const oneChange = await measure(change, ROUNDS);
const nextQuery = () => engine.search('Car_production_price_asc', { facets: FACETS, hitsPerPage: 21 }, tenant);
nextQuery();
const changeThenQuery = await measure(() => {
  change();
  nextQuery();
}, ROUNDS);
console.log(`one change                p50 ${ms(oneChange.p50)} ms   p99 ${ms(oneChange.p99)} ms   (target <= 10 ms: ${verdict(oneChange.p99 <= 10)})`);
console.log(`one change + next query   p50 ${ms(changeThenQuery.p50)} ms   p99 ${ms(changeThenQuery.p99)} ms   (nothing rebuilt: the change and one query)`);

const ours: Record<string, { p50: number; p99: number }> = {};
for (const [name, run] of Object.entries(queries)) {
  ours[name] = await measure(run, ROUNDS);
  console.log(`${name.padEnd(26)} p50 ${ms(ours[name].p50)} ms   p99 ${ms(ours[name].p99)} ms   (p50 <= 5, p99 <= 20: ${verdict(ours[name].p50 <= 5 && ours[name].p99 <= 20)})`);
}

if (process.env.BENCH_SKIP_ORAMA !== '1') {
  globalThis.gc?.();
  const oramaHeapBefore = process.memoryUsage().heapUsed;
  const oramaStarted = performance.now();
  const db = await buildOrama(records);
  const oramaLoadMs = performance.now() - oramaStarted;
  globalThis.gc?.();
  const oramaHeapMb = (process.memoryUsage().heapUsed - oramaHeapBefore) / 1024 / 1024;
  console.log(`\n@orama/orama: ${RECORDS} vehicles indexed in ${oramaLoadMs.toFixed(0)} ms, ~${oramaHeapMb.toFixed(0)} MB heap`);
  const ratios: number[] = [];
  for (const [name, run] of Object.entries(oramaQueries(db))) {
    const theirs = await measure(run, ORAMA_ROUNDS);
    const mine = ours[name];
    const ratio = mine ? theirs.p50 / Math.max(mine.p50, 0.001) : NaN;
    ratios.push(ratio);
    console.log(`${name.padEnd(26)} p50 ${ms(theirs.p50)} ms   p99 ${ms(theirs.p99)} ms   engine is ${ratio.toFixed(1)}x faster (p50)`);
  }
  const geomean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  console.log(`ratio (geometric mean of p50s): engine ${geomean.toFixed(1)}x faster than Orama; min ${Math.min(...ratios).toFixed(1)}x (target >= 20x: ${verdict(geomean >= 20)})`);
}
