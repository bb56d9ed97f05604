import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { firstLoadJs, loadPage, vehiclePageUrl } from '../../scripts/lib/first-load-js';
import { TENANTS, TEST_PORT, tenantUrl } from '../support/demo';

/**
 * Page weight budgets (SPEC 7): each tenant's home, vehicle and search landing HTML, and the
 * first-load JavaScript of its home, vehicle and search pages, checked against
 * tests/budgets/page-weight.json. `limit` fails the test (HTML: the route cache's copies of 5 Dec
 * 2026 with about 3% room, homes 102-120 KB, vehicle pages 126-139 KB and search landings 130-142 KB,
 * each with the stylesheet rules it uses inlined, web/src/server/cache/critical-css.mjs, the search
 * landing with InstantSearch's first answer, hits holding only what a card reads; JS: the vehicle
 * and search pages' limit is their target, 148.7 KB and 142.6 KB gzip on 5 Dec 2026 (Next and
 * React ~136 KB of it; the islands that wait for the shopper are lazy chunks, InstantSearch loads
 * after the first load, the first load's icons are the stylesheet's sprite rather than
 * lucide-react); the home pages' 153.6 KB on 5 Dec 2026 with ~3.5 KB room, so a block's
 * client code imported directly rather than through components/ui/lazy-client.tsx (~16 KB for the
 * six heavy ones) fails it); lower a limit as pages get lighter);
 * `target` is where the pages must get to (home 120 KB, vehicle page 150 KB; the search
 * landing is held to the vehicle page's), printed beside each figure until they do.
 */
type Budget = { limit: number; target: number };
type Budgets = { htmlBytes: Record<'home' | 'vehicle' | 'search', Budget>; firstLoadJsGzipBytes: Record<'home' | 'vehicle' | 'search', Budget> };
const budgets = JSON.parse(readFileSync(new URL('../budgets/page-weight.json', import.meta.url), 'utf8')) as Budgets;
const SEARCH_PATH: Record<string, string> = { 'valley-used-cars': '/search/used-cars' };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function check(label: string, bytes: number, budget: Budget): void {
  const note = bytes > budget.target ? `over the ${kb(budget.target)} target` : 'within target';
  console.log(`${label}: ${kb(bytes)} (limit ${kb(budget.limit)}, ${note})`);
  expect(bytes, `${label} is ${kb(bytes)}, over its ${kb(budget.limit)} limit (tests/budgets/page-weight.json)`).toBeLessThanOrEqual(budget.limit);
}

for (const tenant of TENANTS) {
  test(`${tenant}: home, vehicle and search page HTML and first-load JS stay within budget`, async () => {
    test.setTimeout(120_000);
    const vehicle = await vehiclePageUrl(tenant, String(TEST_PORT));
    const search = tenantUrl(tenant, SEARCH_PATH[tenant] ?? '/search/new-used-and-demo-cars');
    // As most shoppers get them: from the route cache, which keeps a page with the CSS rules it
    // uses (the first request of a cold server renders it with the whole stylesheet).
    const cached = async (url: string) => {
      await loadPage(url);
      return Buffer.from(await loadPage(url));
    };
    const home = await cached(tenantUrl(tenant));
    const vehicleHtml = await cached(vehicle);
    const searchHtml = await cached(search);
    check(`${tenant} home HTML (${kb(gzipSync(home).length)} gzip)`, home.length, budgets.htmlBytes.home);
    check(`${tenant} vehicle HTML (${kb(gzipSync(vehicleHtml).length)} gzip)`, vehicleHtml.length, budgets.htmlBytes.vehicle);
    check(`${tenant} search landing HTML (${kb(gzipSync(searchHtml).length)} gzip)`, searchHtml.length, budgets.htmlBytes.search);
    for (const [kind, url] of [['home', tenantUrl(tenant)], ['vehicle', vehicle], ['search', search]] as const) {
      const js = await firstLoadJs(url);
      check(`${tenant} ${kind} first-load JS (gzip)`, js.gzipBytes, budgets.firstLoadJsGzipBytes[kind]);
      // The build marks them to be compiled whole as they load (web/src/server/build/compile-hints.ts).
      expect(js.compileHinted, `${tenant} ${kind}: ${js.files - js.compileHinted} of ${js.files} first-load scripts lack the compile hint`).toBe(js.files);
    }
  });
}
