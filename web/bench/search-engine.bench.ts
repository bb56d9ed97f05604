// `npm run bench:search`: latency of the local search engine on 50,000 generated vehicles for a
// fixed query mix, printed as p50/p99 per query, plus the memory the records and index take; then
// the same data and queries through @orama/orama, and the ratio (engine vs Orama, p50).
// Figures, not a pass/fail test: compare them with the targets (p50 <= 5 ms, p99 <= 20 ms, >= 10x).
import { createSearchEngine } from '../src/search/engine/engine';
import { makeVehicleRecords } from '../src/search/engine/testing/vehicle-records';
import { configureVehicleIndexes } from '../src/search/engine/vehicle-indexes';
import { buildOrama, oramaQueries } from './orama-comparison';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ORAMA_ROUNDS = Number(process.env.BENCH_ORAMA_ROUNDS ?? 30);
const FACETS = ['make', 'model', 'car_type', 'status', 'body', 'colour', 'year', 'km', 'price', 'filtered_features'];
const tenant = { baseFilter: '(is_available = 1 OR sold_date_timestamp >= 1730500000) AND site_slug:"metro-motor-group"' };

const records = makeVehicleRecords(RECORDS, 1);
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const engine = createSearchEngine();
configureVehicleIndexes(engine, { primary: 'Car_production' });
const loadStarted = performance.now();
engine.saveObjects('Car_production', records);
engine.search('Car_production', { facets: FACETS, hitsPerPage: 0 });
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
console.log(`search engine: ${RECORDS} vehicles indexed in ${loadMs.toFixed(0)} ms, ~${heapMb.toFixed(0)} MB heap (records + index)`);
const ours: Record<string, { p50: number; p99: number }> = {};
for (const [name, run] of Object.entries(queries)) {
  ours[name] = await measure(run, ROUNDS);
  console.log(`${name.padEnd(26)} p50 ${ms(ours[name].p50)} ms   p99 ${ms(ours[name].p99)} ms`);
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
  console.log(`ratio (geometric mean of p50s): engine ${geomean.toFixed(1)}x faster than Orama; min ${Math.min(...ratios).toFixed(1)}x`);
}
