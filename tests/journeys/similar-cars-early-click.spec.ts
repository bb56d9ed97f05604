import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { holdBackLazyCode } from '../support/lazy-code';
import { findCar } from '../support/vehicle-finder';

/*
 * A vehicle page's similar cars stream in as server HTML and their card code loads after the
 * page's: until it has, their Compare, favourite and Save buttons cannot act, so they must refuse
 * a click visibly (disabled) rather than take it and do nothing.
 */
const TENANT = 'metro-motor-group';

test('similar cars: the card buttons are disabled until their code has come, then a click compares the car', async ({ page }) => {
  const car = await findCar(TENANT, 'status:in_stock AND price > 0');
  expect(car, 'an in-stock car of the group site').toBeTruthy();
  const url = tenantUrl(TENANT, `/cars/${car!.slug}`);
  const release = await holdBackLazyCode(page, url);
  await page.goto(url, { waitUntil: 'domcontentloaded' });

  const card = page.getByTestId('similar-vehicles').getByRole('listitem').first();
  const compare = card.getByRole('button', { name: /^Compare:/ });
  await expect(compare).toBeVisible();
  await expect(compare).toBeDisabled();
  await expect(card.getByRole('button', { name: /^Favourite:/ })).toBeDisabled();

  release();
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(card.getByRole('button', { name: /^Comparing:/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary', { name: 'Cars to compare' })).toContainText('1 car to compare');
});
