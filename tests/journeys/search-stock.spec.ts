import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { TENANTS, tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';

// valley-used-cars is used-only: its search paths keep the used-car prefix (SPEC 2).
const LANDING: Record<string, string> = { 'valley-used-cars': '/search/used-cars' };
const landingOf = (tenant: string) => LANDING[tenant] ?? '/search/new-used-and-demo-cars';
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

const count = (page: Page) => page.getByTestId('search-count');
const titles = (page: Page) => page.getByTestId('search-results').locator('[data-car-id] article h3');

/** Client islands (query box, slider, sort) act once hydrated; links work before that too. */
const hydrated = (page: Page) => page.locator('[data-search-hydrated="true"]').first().waitFor({ state: 'attached' });

async function countValue(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function firstRefinement(page: Page, attribute: string): Promise<string> {
  const value = await page.locator(`[data-refinement^="${attribute}:"]`).first().getAttribute('data-refinement');
  expect(value).toBeTruthy();
  return value!.slice(attribute.length + 1);
}

/**
 * InstantSearch refines in place: a marker set on `window` survives every step that must not
 * reload the page (a full navigation would start a fresh window without it).
 */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { searchMarker: string }).searchMarker = 'still-here'));
}
async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { searchMarker?: string }).searchMarker)).toBe('still-here');
}
/** The search has answered: no request under way. */
const settled = (page: Page) => expect(page.locator('[data-search-pending="true"]')).toHaveCount(0);
const firstCarId = (page: Page) => page.getByTestId('search-results').locator('[data-car-id]').first().getAttribute('data-car-id');

for (const tenant of TENANTS) {
  test(`${tenant}: paginate, back, query, make then model, back, price, sort, empty state, clear filters`, async ({ page }) => {
    test.setTimeout(180_000);
    const landing = landingOf(tenant);
    const searchRoot = landing === '/search/used-cars' ? '/search/used-cars' : '/search';
    await page.goto(tenantUrl(tenant, landing));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    await markWindow(page);
    const total = await countValue(page);
    expect(total).toBeGreaterThan(0);
    // Promo cards sit at the site's configured positions (8 and 17, or 9) among the cards.
    // Every demo tenant has a live promo for all stock on its landing search.
    const promo = page.locator('[data-promo-position]').first();
    await expect(promo).toBeAttached();
    const position = Number(await promo.getAttribute('data-promo-position'));
    expect(await page.getByTestId('search-results').locator(':scope > li').nth(position - 1).getAttribute('data-promo-position')).toBe(String(position));
    await expectNoSeriousA11yViolations(page);

    // Paginate in place: page 2 is in the URL, marked current, and shows other cars; back restores page 1.
    const firstOnPage1 = await firstCarId(page);
    // Every demo tenant has more cars than one page holds.
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => firstCarId(page)).not.toBe(firstOnPage1);
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => firstCarId(page)).toBe(firstOnPage1);
    await expectSamePage(page);

    // Type a query: debounced, `query` in the URL, page removed, results match it, no reload.
    const make = await firstRefinement(page, 'make');
    await page.getByRole('searchbox').fill(make.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`[?&]query=${encodeURIComponent(make.toLowerCase()).replace(/%20/g, '\\+')}`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await settled(page);
    await expect(titles(page).first()).toContainText(make);
    expect(await countValue(page)).toBeLessThanOrEqual(total);
    await expectSamePage(page);

    // Back restores the previous state (query gone, every car again).
    await page.goBack();
    await expect(page).not.toHaveURL(/query=/);
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect.poll(() => countValue(page)).toBe(total);
    await expectSamePage(page);

    // Refine make, then model: both become path segments; the heading and cards agree.
    await page.locator(`[data-refinement="make:${make}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${searchRoot}/${slug(make)}$`));
    await expect(page.locator(`[data-refinement="make:${make}"]`).first()).toBeChecked();
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(make);
    // The tab (and the history entry) names the search too.
    await expect(page).toHaveTitle(new RegExp(`\\b${make}\\b.* \\| `));
    const makeCount = await countValue(page);
    expect(makeCount).toBeLessThanOrEqual(total);
    for (const title of await titles(page).allTextContents()) expect(title).toContain(make);

    const makeModel = await firstRefinement(page, 'make_model');
    const model = makeModel.slice(make.length + 1);
    await page.locator(`[data-refinement="make_model:${makeModel}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${slug(make)}/${slug(model)}$`));
    await expect(page.locator(`[data-refinement="make_model:${makeModel}"]`)).toBeChecked();
    await settled(page);
    await expect.poll(async () => (await titles(page).allTextContents()).every((title) => title.includes(model))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // Back: the model is unselected again and the make's cars return.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${searchRoot}/${slug(make)}$`));
    await expect(page.locator(`[data-refinement="make_model:${makeModel}"]`)).not.toBeChecked();
    await expect.poll(() => countValue(page)).toBe(makeCount);
    await expectSamePage(page);

    // Price slider: 400 ms after the move the URL carries price=min:max and the count is narrower.
    await page.goto(tenantUrl(tenant, landing));
    await hydrated(page);
    await markWindow(page);
    const maxPrice = page.getByLabel('Maximum price');
    const max = Number(await maxPrice.getAttribute('max'));
    const target = Math.round(max / 2 / 1000) * 1000;
    await maxPrice.fill(String(target));
    await expect(page).toHaveURL(new RegExp(`[?&]price=%3A${target}|[?&]price=:${target}`));
    // The URL is written as the search is sent; its answer re-renders every card (slow on a busy machine).
    await expect.poll(() => countValue(page), { timeout: 30_000 }).toBeLessThan(total);

    // Sort by price ascending: sortBy is the replica's index name; prices rise card by card.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sortBy=Car_production_price_asc/);
    await expect(page).toHaveURL(new RegExp(`[?&]price=%3A${target}`));
    await expect(page.getByLabel('Sort by')).toHaveValue('Car_production_price_asc');
    await settled(page);
    await expectSamePage(page);

    // A query nothing matches: the spec's empty card, still without a reload.
    await page.getByRole('searchbox').fill('zzqqxxnothing');
    await expect(page).toHaveURL(/[?&]query=zzqqxxnothing/);
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
    await expect(empty).toContainText('No results found for your search at this time. Please try adjusting the filters for more results.');
    await expect(count(page)).toHaveText(/^0 /);
    await expectSamePage(page);
    await expectNoSeriousA11yViolations(page);

    // Clear Filters leaves the search for the refresh path (/special-offers by default).
    const clear = empty.getByRole('link', { name: 'Clear Filters' });
    const refreshPath = await clear.getAttribute('href');
    expect(refreshPath).toMatch(/^\//);
    await clear.click();
    await expect(page).toHaveURL(new RegExp(`${refreshPath!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
}

test('a shared filtered URL renders its results on the server and keeps them on hydration', async ({ page }) => {
  // The HTML itself carries the answer (InstantSearchNext renders the first page on the server).
  const html = await hostRequest('riverside-toyota.localhost', 'GET', '/search/toyota?query=zzqqxxnothing');
  expect(html.status).toBe(200);
  expect(html.text).toContain('No Results Available');
  const landing = await hostRequest('riverside-toyota.localhost', 'GET', '/search/toyota');
  expect(landing.text).toMatch(/data-testid="search-count">[1-9][\d,]* cars/);
  expect(landing.text).toContain('data-car-id=');
  await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars?sortBy=Car_production_price_desc&page=2'));
  await hydrated(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('Car_production_price_desc');
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/sortBy=Car_production_price_desc&page=2$/);
});

test('search history: the last searches on this device are offered under the box and bring their search back', async ({ page }) => {
  await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars'));
  await hydrated(page);
  for (const query of ['corolla', 'hilux']) {
    await page.getByRole('searchbox').fill(query);
    await expect(page).toHaveURL(new RegExp(`[?&]query=${query}`));
    // Remembered once answered: wait for this device's history to hold it before the next one.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('dealer.searchHistory') ?? '')).toContain(`"label":"${query}"`);
  }
  await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars'));
  await hydrated(page);
  const recent = page.getByRole('navigation', { name: 'Recent searches' });
  await expect(recent.getByRole('link')).toHaveText(['hilux', 'corolla']);
  await markWindow(page);
  await recent.getByRole('link', { name: 'corolla' }).click();
  await expect(page).toHaveURL(/[?&]query=corolla/);
  await expect(page.getByRole('searchbox')).toHaveValue('corolla');
  await settled(page);
  await expect(titles(page).first()).toContainText('Corolla');
  await expectSamePage(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('filters fold behind a button; Show Me takes the shopper back to the results', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/search/new-used-and-demo-cars'));
    await hydrated(page);
    // The first screen shows results, not the filter lists.
    await expect(page.getByTestId('search-results').locator('[data-car-id] img').first()).toBeInViewport();
    const makes = page.locator('[data-refinement^="make:"]');
    await expect(makes.first()).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    const make = await firstRefinement(page, 'make');
    await markWindow(page);
    await page.getByRole('checkbox', { name: new RegExp(`^${make}`) }).first().check();
    await expect(page).toHaveURL(new RegExp(`/${slug(make)}`));
    await settled(page);
    await expect(page.getByRole('button', { name: /Hide filters 1 applied/ })).toBeVisible();

    await page.getByRole('link', { name: /^Show Me \d/ }).click();
    await expect(makes.first()).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters 1 applied/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#results')).toBeFocused();
    await expect(titles(page).first()).toBeInViewport();
    await expect(titles(page).first()).toContainText(make);
    await expectSamePage(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test('budget search: below the cheapest car it reads 0 Found; else it filters by max price', async ({ page }) => {
  await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars'));
  await hydrated(page);
  await page.locator('summary', { hasText: 'Budget' }).click();
  await page.getByLabel('Repayment ($)').fill('1');
  await page.getByLabel('Deposit ($)').fill('abc');
  await expect(page.getByTestId('budget-estimate')).toHaveText('$260');
  await expect(page.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
  await expect(page.getByText('No cars found for this budget')).toBeVisible();

  await page.getByLabel('Monthly').check();
  await expect(page.getByTestId('budget-estimate')).toHaveText('$36,000');
  await page.getByRole('button', { name: 'Show Me Cars' }).click();
  await expect(page).toHaveURL(/[?&]price=1001%3A36000/);
  await expect(page.getByTestId('search-results')).toBeVisible();
});

test('bad input renders a sensible page; unknown paths are 404', async ({ page }) => {
  const response = await page.goto(tenantUrl('metro-motor-group', '/search/new-used-and-demo-cars?price=abc:&km=9:1&page=999999&sortBy=nope&make=%22x%22%20OR%20site_slug:a&utm=1'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const missing = await page.goto(tenantUrl('metro-motor-group', '/search/no-such-make-here'));
  expect(missing?.status()).toBe(404);
});

test('filtered permutations are noindex; landing pages are canonical', async ({ page }) => {
  await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars?page=2'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(tenantUrl('riverside-toyota', '/search/new-used-and-demo-cars'));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/new-used-and-demo-cars$/);
});
