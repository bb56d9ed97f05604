import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { TENANTS, tenantUrl } from '../support/demo';
import { findCar } from '../support/vehicle-finder';
import { hostRequest } from '../support/http';
import { holdBackLazyCode, hydrated } from '../support/lazy-code';
import { recordLayoutShifts } from '../support/layout-shifts';

/**
 * The vehicle page's islands below the fold (calculators, price check, share buttons) and its
 * location notice load their code after the page; until it arrives their server HTML must stay in
 * place. Their code is held back here until the page has hydrated and its quote has arrived: no
 * heading or named region may leave the page and nothing may shift (CLS target 0.02). Where the
 * page asks for a quote (the group and used-car demo sites), its arrival replaced the finance
 * figure after hydration, which made React drop the waiting islands' HTML until their code came
 * (the main column ~930-1,100 px shorter for a while; CLS 0.084 in Lighthouse's mobile run on the
 * group site).
 */
const ASKS_FOR_QUOTE = new Set(['metro-motor-group', 'valley-used-cars']);

/**
 * Notes every heading and named region of the main column that leaves the page after it was seen
 * (an island's server HTML dropped).
 */
async function recordVanished(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { vanished: string[] };
    record.vanished = [];
    const seen = new Set<string>();
    const parts = () => new Set([...document.querySelectorAll('main h2, main h3, main [role="region"][aria-label]')].map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''));
    const check = () => {
      const now = parts();
      for (const name of seen) if (!now.has(name) && !record.vanished.includes(name)) record.vanished.push(name);
      for (const name of now) seen.add(name);
    };
    document.addEventListener('DOMContentLoaded', () => {
      check();
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true });
    });
  });
}

/** A car of the tenant whose page shows the location notice where the tenant has one (the group site). */
async function carPage(tenant: string): Promise<string> {
  for (let page = 0; page < 30; page++) {
    const car = await findCar(tenant, 'status:in_stock AND price > 0', page);
    if (!car) break;
    const url = tenantUrl(tenant, `/cars/${car.slug}`);
    if (tenant !== 'metro-motor-group' || (await hostRequest(new URL(url).hostname, 'GET', `/cars/${car.slug}`)).text.includes('aria-label="Vehicle location"')) return url;
  }
  throw new Error(`No in-stock car found for ${tenant}${tenant === 'metro-motor-group' ? ' away from its primary location' : ''}.`);
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

for (const tenant of TENANTS) {
  test(`${tenant}: the vehicle page keeps its server HTML while its islands' code loads, and nothing shifts`, async ({ page }) => {
    const url = await carPage(tenant);
    const release = await holdBackLazyCode(page, url);
    await recordVanished(page);
    const shifted = await recordLayoutShifts(page);
    // Not 'load': a held chunk the page asks for early would hold the load event back with it.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await hydrated(page, 'main h1');
    // The quote has replaced the page's figure (the sidebar states it) before the code comes.
    if (ASKS_FOR_QUOTE.has(tenant)) await expect(page.getByText(/Quick quote at/).first()).toBeVisible();
    release();
    // Every island's code has come and hydrated it.
    await hydrated(page, 'main h2');
    expect(await page.evaluate(() => (window as unknown as { vanished: string[] }).vanished), 'parts of the page that left it while it loaded').toEqual([]);
    expect(await shifted(), 'cumulative layout shift while loading').toBeLessThanOrEqual(0.02);
    if (tenant === 'metro-motor-group') await expect(page.getByRole('region', { name: 'Vehicle location' })).toBeVisible();
  });
}
