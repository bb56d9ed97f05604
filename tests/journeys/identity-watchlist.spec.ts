import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { completeSignIn, uniqueMobile } from '../support/shopper-sign-in';
import { toasts } from '../support/toasts';

const TENANT = 'metro-motor-group';

test('saving from a card while signed out goes through sign-in and the car is saved on return; the toasts and the watchlist page follow', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/search/used-cars'));
  const firstCard = page.getByTestId('search-results').locator('li[data-car-id]').first();
  const carId = await firstCard.getAttribute('data-car-id');
  const save = firstCard.getByRole('button', { name: 'Save to watchlist' });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);
  await completeSignIn(page, TENANT, uniqueMobile(), 'Wren');

  // Back on the results, the car is saved without another click.
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  const saved = page.locator(`[data-watchlist-car="${carId}"]`).first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // SPEC 9: one toast at a time; each change replaces the toast on screen (the saved one carries View List).
  await expect(toasts(page)).toHaveText([/^Car Saved In Watchlist/]);

  await saved.click();
  await expect(toasts(page)).toHaveText(['Car Removed']);
  await expect(saved).toHaveAttribute('aria-pressed', 'false');
  await saved.click();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(toasts(page)).toHaveText([/^Car Saved In Watchlist/]);
  await toasts(page).getByRole('link', { name: 'View List' }).click();

  await expect(page).toHaveURL(tenantUrl(TENANT, '/watchlist'));
  const entry = page.getByTestId('watchlist').locator(`li[data-car-id="${carId}"]`);
  await expect(entry).toContainText('In stock');
  await expect(entry).toContainText('saved');
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('button', { name: /^Remove / }).click();
  await expect(entry.getByRole('status')).toHaveText('Car Removed');
  await page.reload();
  await expect(page.getByText('You have not saved any cars yet.')).toBeVisible();
});

test('the watchlist page asks a signed-out visitor to sign in', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/watchlist'));
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fwatchlist/);
});

test('a failed save shows the message in an alert and restores the button', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars'));
  await completeSignIn(page, TENANT, uniqueMobile());
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await page.route('**/api/watchlist/save-car', (route) => route.fulfill({ status: 503, json: { success: false, error: 'Sign-in is briefly unavailable. Please try again in a minute.' } }));
  await page.goto(tenantUrl(TENANT, '/search/used-cars'));
  const carId = await page.getByTestId('search-results').locator('li[data-car-id]').first().getAttribute('data-car-id');
  const save = page.locator(`[data-watchlist-car="${carId}"]`).first();
  await expect(save).toBeEnabled();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await save.click();
  await expect.poll(() => alerts).toEqual(['Sign-in is briefly unavailable. Please try again in a minute.']);
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toBeEnabled();
});
