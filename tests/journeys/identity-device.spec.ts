import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';

const TENANT = 'metro-motor-group';

test('three cars picked on their cards compare side by side, the differences marked', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/search/used-cars'));
  const cards = page.getByTestId('search-results').locator('li[data-car-id]');
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = cards.nth(i);
    ids.push((await card.getAttribute('data-car-id'))!);
    const compare = card.getByRole('button', { name: /^Compare:/ });
    await compare.click();
    await expect(card.getByRole('button', { name: /^Comparing:/ })).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: 'Cars to compare' });
  await expect(tray).toContainText('3 cars to compare');
  await tray.getByRole('link', { name: 'Compare Now' }).click();

  await expect(page).toHaveURL(tenantUrl(TENANT, `/compare?ids=${encodeURIComponent(ids.join(','))}`));
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible();
  for (const label of ['Odometer', 'Year', 'Body', 'Fuel', 'Transmission']) await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible();
  // Three different cars differ somewhere; every marked row really has different values.
  const differing = table.locator('tbody tr[data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // The selection lives on this device: a reload keeps it; removing one leaves two.
  await page.reload();
  await expect(tray).toContainText('3 cars to compare');
  await table.locator('thead th').first().getByRole('button', { name: 'Comparing' }).click();
  await expect(tray).toContainText('2 cars to compare');
});

test('a vehicle page remembers the car for the Recently Viewed strip, and favourites stay on the device', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/search/used-cars'));
  const links = page.getByTestId('search-results').locator('li[data-car-id] h3 a');
  const [first, second] = [await links.nth(0).getAttribute('href'), await links.nth(1).getAttribute('href')];
  const firstTitle = (await links.nth(0).textContent())!.trim();

  await page.goto(tenantUrl(TENANT, first!));
  const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
  await favourite.click();
  await expect(page.getByRole('button', { name: 'Favourited' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(tenantUrl(TENANT, second!));
  const strip = page.getByTestId('recently-viewed');
  await expect(strip.locator(`a[href="${first}"]`)).toContainText(firstTitle.split(' ').slice(0, 3).join(' '));

  await page.goto(tenantUrl(TENANT, first!));
  await expect(page.getByRole('button', { name: 'Favourited' })).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('viewedCars') ?? '[]') as { id: number; stocknum: string; make: string; model: string }[]);
  expect(stored[0]).toEqual(expect.objectContaining({ stocknum: expect.any(String), make: expect.any(String), model: expect.any(String) }));
});

test('the Recently Viewed strip follows the shopper to the home page and stock search', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);

  await page.goto(tenantUrl(TENANT, '/search/used-cars'));
  const link = page.getByTestId('search-results').locator('li[data-car-id] h3 a').first();
  const href = (await link.getAttribute('href'))!;
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(tenantUrl(TENANT, href));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('viewedCars') ?? '[]') as unknown[]).length)).toBeGreaterThan(0);

  await page.goto(tenantUrl(TENANT, '/'));
  const strip = page.getByTestId('recently-viewed');
  await expect(strip.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
  await expect(strip.locator(`a[href="${href}"]`)).toContainText(title.split(' ').slice(0, 3).join(' '));

  await page.goto(tenantUrl(TENANT, '/search/new-used-and-demo-cars'));
  await expect(page.getByTestId('recently-viewed').locator(`a[href="${href}"]`)).toBeVisible();
  await strip.locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(tenantUrl(TENANT, href));
});
