import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';

/*
 * The search's code (InstantSearch, the filters, the results) loads after the page's first-load
 * JavaScript, while the server's HTML of results and filters is already on screen. What a shopper
 * does there before that code has arrived is kept and done once it has
 * (web/src/search/components/pre-hydration-input.tsx). These journeys hold the code back until the
 * shopper has acted.
 */

/** Holds back the chunk that holds the search's own code (the only one naming data-search-hydrated) until released. */
async function holdSearchCode(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requestedNow!: () => void;
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    // Fetched here through 127.0.0.1: this process does not resolve *.localhost as the browser does.
    const url = new URL(route.request().url());
    const response = await fetch(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`);
    const body = await response.text();
    if (body.includes('data-search-hydrated')) {
      requestedNow();
      await released;
    }
    await route.fulfill({ status: response.status, contentType: 'application/javascript; charset=utf-8', body });
  });
  return { requested, release };
}

/** The page's first-load code has run: it keeps what the shopper does in the search from now on. */
const keepsInput = (page: Page) => page.waitForFunction(() => Symbol.for('dealer.searchInputQueue') in window);
const hydrated = (page: Page) => page.locator('[data-search-hydrated="true"]');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('before the search code has arrived: the filters button, a sort and a typed search take effect once it has', async ({ page }) => {
    const code = await holdSearchCode(page);
    // Not 'load': that waits for the held code.
    await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars'), { waitUntil: 'domcontentloaded' });
    await code.requested;
    await keepsInput(page);
    // The server's results are on screen.
    await expect(page.getByTestId('search-results').locator('[data-car-id]').first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Sort by').selectOption('Car_production_price_desc');
    const box = page.getByRole('searchbox');
    await box.fill('hilux');
    await box.press('Enter');
    // Nothing was lost to a native submit (a new page with the query alone) while the code was away.
    await expect(hydrated(page)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');

    code.release();
    await expect(hydrated(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/[?&]query=hilux(&|$)/);
    await expect(page).toHaveURL(/[?&]sortBy=Car_production_price_desc(&|$)/);
    await expect(box).toHaveValue('hilux');
    await expect(page.getByLabel('Sort by')).toHaveValue('Car_production_price_desc');
    await expect(page.locator('[data-search-pending="true"]')).toHaveCount(0);
    await expect(page.getByTestId('search-results').locator('[data-car-id] article h3').first()).toContainText(/hilux/i);
  });
});
