import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { TENANTS, tenantUrl } from '../support/demo';
import { findCar } from '../support/vehicle-finder';
import { hostRequest } from '../support/http';
import { holdBackLazyCode, hydrated } from '../support/lazy-code';

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
 * (an island's server HTML dropped), and the layout shifts a shopper did not cause.
 */
async function recordLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { vanished: string[]; shifted: number };
    record.vanished = [];
    record.shifted = 0;
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
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) record.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
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
    await recordLayout(page);
    // Not 'load': a held chunk the page asks for early would hold the load event back with it.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await hydrated(page, 'main h1');
    // The quote has replaced the page's figure (the sidebar states it) before the code comes.
    if (ASKS_FOR_QUOTE.has(tenant)) await expect(page.getByText(/Quick quote at/).first()).toBeVisible();
    release();
    // Every island's code has come and hydrated it.
    await hydrated(page, 'main h2');
    const { vanished, shifted } = await page.evaluate(() => {
      const record = window as unknown as { vanished: string[]; shifted: number };
      return { vanished: record.vanished, shifted: record.shifted };
    });
    expect(vanished, 'parts of the page that left it while it loaded').toEqual([]);
    expect(shifted, 'cumulative layout shift while loading').toBeLessThanOrEqual(0.02);
    if (tenant === 'metro-motor-group') await expect(page.getByRole('region', { name: 'Vehicle location' })).toBeVisible();
  });
}

test('the vehicle page lays out its lower parts only as they near the screen, and scrolling to them shifts nothing', async ({ page }) => {
  const url = await carPage('valley-used-cars');
  await recordLayout(page);
  // The browser tells each section held back from rendering (`skipped`) when that changes.
  await page.addInitScript(() => {
    const skipped: Record<string, boolean> = {};
    (window as unknown as { skipped: typeof skipped }).skipped = skipped;
    document.addEventListener('contentvisibilityautostatechange', (event) => {
      const name = (event.target as Element).querySelector('h2, h3')?.textContent?.trim();
      if (name) skipped[name] = (event as Event & { skipped: boolean }).skipped;
    }, true);
  });
  await page.goto(url);
  await hydrated(page, 'main h2');
  const skipped = (name: string) => page.evaluate((key) => (window as unknown as { skipped: Record<string, boolean | undefined> }).skipped[key], name);
  // Far below a phone's screen: in the page (find, screen readers, links to it) but not laid out.
  await expect(page.getByRole('heading', { name: 'Share this vehicle' })).toBeAttached();
  expect(await skipped('Share this vehicle'), 'the share buttons held back while far below the screen').toBe(true);
  // Down the page a screen at a time, a frame for each step, as a shopper's scroll gives it.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => new Promise<void>((resolve) => {
      window.scrollTo(0, y);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }), top);
  }
  await page.getByRole('heading', { name: 'Share this vehicle' }).scrollIntoViewIfNeeded();
  await expect.poll(() => skipped('Share this vehicle'), { message: 'the share buttons rendered once on screen' }).toBe(false);
  const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  expect(shifted, 'layout shift while scrolling down the page').toBeLessThanOrEqual(0.02);
});
