import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';

const modelCards = (page: Page) => page.getByTestId('model-card');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const offerCards = (page: Page) => page.getByTestId('offer-card');
const resultsHeading = (page: Page, id: string) => page.locator(`#${id}`);
const countOf = async (page: Page, id: string) => Number(((await resultsHeading(page, id).textContent()) ?? '').replace(/[^\d]/g, ''));

test.describe('models directory (SPEC.md 2, 7)', () => {
  test('filters by body via ?body=, paginates 21 a page, links to stock, and is axe-clean', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/models'));
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Models' })).toBeVisible();
    const total = await countOf(page, 'directory-results');
    expect(total).toBeGreaterThan(21);
    await expect(modelCards(page)).toHaveCount(21);
    await expectNoSeriousA11yViolations(page);

    // Page 2 holds the rest (or the next 21), and Previous leads back.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/models\?page=2$/);
    await expect(modelCards(page)).toHaveCount(Math.min(21, total - 21));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // The body filter as the spec's URL shows it.
    await page.goto(tenantUrl('metro-motor-group', '/models?body=suv'));
    await expect(page.getByRole('heading', { level: 1, name: 'SUV Models' })).toBeVisible();
    const suvs = await countOf(page, 'directory-results');
    expect(suvs).toBeGreaterThan(0);
    expect(suvs).toBeLessThan(total);
    await expect(filters(page).getByRole('link', { name: /^SUV/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/models\?body=suv$/);
    for (const text of await modelCards(page).allTextContents()) expect(text).toContain('SUV');

    // Choosing a make keeps the body filter; the card links to that model's stock search.
    await filters(page).getByRole('link', { name: /^Mazda/ }).click();
    await expect(page).toHaveURL(/manufacturer=Mazda/);
    await expect(page).toHaveURL(/body=suv/);
    const card = modelCards(page).first();
    await expect(card).toContainText('Mazda');
    const href = await card.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/search\//);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, '\\?')));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a keyword with no match shows the empty card, and Clear Filters goes back to the directory', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/models'));
    await page.getByRole('searchbox', { name: 'Search models' }).fill('landcruiser');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/query=landcruiser/);
    await expect(modelCards(page)).toHaveCount(2);
    await page.goto(tenantUrl('riverside-toyota', '/models?query=zzqx'));
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await empty.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/models$/);
    await expect(modelCards(page).first()).toBeVisible();
  });

  test('/models/{make} and /models/{make}/{model} lead to the directory slice and the model\'s stock', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/models/toyota'));
    await expect(page).toHaveURL(/\/models\?manufacturer=Toyota$/);
    await page.goto(tenantUrl('riverside-toyota', '/models/toyota/rav4'));
    await expect(page).toHaveURL(/\/search\//);
    const missing = await page.goto(tenantUrl('riverside-toyota', '/models/ferrari'));
    expect(missing?.status()).toBe(404);
  });
});

test.describe('special offers (SPEC.md 2, 7)', () => {
  test('searches by keyword and category, hides expired offers, and clears filters', async ({ page }) => {
    const response = await page.goto(tenantUrl('riverside-toyota', '/special-offers'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    const all = await countOf(page, 'offers-results');
    expect(all).toBeGreaterThan(0);
    await expect(offerCards(page)).toHaveCount(all);
    // The demo's expired EOFY offer never shows.
    await expect(page.getByText('EOFY demo clearance')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Search offers' }).fill('hilux');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/query=hilux/);
    await expect(offerCards(page)).toHaveCount(1);
    await expect(offerCards(page).first()).toContainText('HiLux');
    await expect(offerCards(page).first()).toContainText('Offer ends');

    await page.goto(tenantUrl('riverside-toyota', '/special-offers'));
    await filters(page).getByRole('link', { name: /^Service/ }).click();
    await expect(page).toHaveURL(/categories=service/);
    for (const text of await offerCards(page).allTextContents()) expect(text).toContain('Service');

    // A price band with nothing in it: the empty card, then back to every offer.
    await page.goto(tenantUrl('riverside-toyota', '/special-offers?categories=service&query=zzqx'));
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
    await expect(empty).toContainText('no offers that meet your search');
    await empty.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/special-offers$/);
    await expect(offerCards(page)).toHaveCount(all);
  });

  test('bad query strings render a sensible page, never a 500', async ({ page }) => {
    for (const path of ['/special-offers?price=abc:&page=-4&categories=%00', '/models?page=99999999&body=%22%29%20OR%20site_slug%3Ax', '/special-offers?price=1:2:3&query=' + 'x'.repeat(500)]) {
      const response = await page.goto(tenantUrl('valley-used-cars', path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
