import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { completeSignIn, uniqueMobile } from '../support/shopper-sign-in';

const GROUP = 'metro-motor-group';
// SPEC 4: this site shows the compare/favourite toggle only on used cars with a price and photos.
const STRICT = 'riverside-toyota';

test('a site that shortlists only used cars with a price and photos shows no compare or favourite on its new cars', async ({ page }) => {
  await page.goto(tenantUrl(STRICT, '/search/new-cars'));
  const newCards = page.getByTestId('search-results').locator('li[data-car-id]');
  await expect(newCards.first()).toBeVisible();
  await expect(newCards.getByRole('button', { name: /^Compare:/ })).toHaveCount(0);
  await expect(newCards.getByRole('button', { name: /^Favourite:/ })).toHaveCount(0);
  const newCar = await newCards.first().locator('h3 a').getAttribute('href');

  await page.goto(tenantUrl(STRICT, '/search/used-cars'));
  const usedCards = page.getByTestId('search-results').locator('li[data-car-id]');
  await expect(usedCards.first().getByRole('button', { name: /^Compare:/ })).toBeVisible();
  await expect(usedCards.first().getByRole('button', { name: /^Favourite:/ })).toBeVisible();

  await page.goto(tenantUrl(STRICT, newCar!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveCount(0);
});

test('favourites and the compare selection of one dealer site never show on another', async ({ page }) => {
  await page.goto(tenantUrl(GROUP, '/search/used-cars'));
  const card = page.getByTestId('search-results').locator('li[data-car-id]').first();
  const carId = await card.getAttribute('data-car-id');
  await card.getByRole('button', { name: /^Favourite:/ }).click();
  await expect(card.getByRole('button', { name: /^Favourited:/ })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: /^Compare:/ }).click();
  const tray = page.getByRole('complementary', { name: 'Cars to compare' });
  await expect(tray).toContainText('1 car to compare');

  // Another dealer's site: nothing the shopper picked on the group site shows.
  await page.goto(tenantUrl(STRICT, '/search/used-cars'));
  const otherCards = page.getByTestId('search-results').locator('li[data-car-id]');
  await expect(otherCards.first().getByRole('button', { name: /^Favourite:/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /^Favourited:/ })).toHaveCount(0);
  await expect(tray).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('favourites'), localStorage.getItem('compareCars')])).toEqual([null, null]);
  // The group site's car is not this site's to compare, even by its id in the address.
  await page.goto(tenantUrl(STRICT, `/compare?ids=${carId}`));
  await expect(page.getByText('Pick up to 4 cars with the Compare button')).toBeVisible();

  // Back on the group site, the picks are still there.
  await page.goto(tenantUrl(GROUP, '/search/used-cars'));
  await expect(page.locator(`li[data-car-id="${carId}"]`).getByRole('button', { name: /^Favourited:/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(tray).toContainText('1 car to compare');
});

test('a watchlist kept on one dealer site is not there on another', async ({ page }) => {
  await page.goto(tenantUrl(GROUP, '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars'));
  await completeSignIn(page, GROUP, uniqueMobile());
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  const carId = await page.getByTestId('search-results').locator('li[data-car-id]').first().getAttribute('data-car-id');
  const save = page.locator(`[data-watchlist-car="${carId}"]`).first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // The other site has its own shoppers: its watchlist wants its own sign-in.
  await page.goto(tenantUrl(STRICT, '/watchlist'));
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fwatchlist/);

  await page.goto(tenantUrl(GROUP, '/watchlist'));
  await expect(page.getByTestId('watchlist').locator(`li[data-car-id="${carId}"]`)).toBeVisible();
});
