import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { TENANTS, TEST_PORT, tenantUrl } from '../support/demo';

test('the platform host lists every demo site and its links open the site', async ({ page }) => {
  const response = await page.goto(`http://localhost:${TEST_PORT}/`);
  expect(response?.status()).toBe(200);
  for (const tenant of TENANTS) {
    await expect(page.locator(`a[href="${tenantUrl(tenant)}"]`)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.locator(`a[href="${tenantUrl('valley-used-cars')}"]`).click();
  await expect(page).toHaveURL(tenantUrl('valley-used-cars'));
  await expect(page.locator('header').first()).toBeVisible();
});
