import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { TENANTS, tenantUrl } from '../support/demo';

for (const tenant of TENANTS) {
  test.describe(tenant, () => {
    test('home page shows the tenant layout and its featured stock, and a car opens', async ({ page }) => {
      // Two pages and an axe scan of the largest page of the site: 22–32 s quiet, past 60 s under load.
      test.setTimeout(120_000);
      const response = await page.goto(tenantUrl(tenant));
      expect(response?.status()).toBe(200);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      const carLink = page.locator('main a[href^="/cars/"]').first();
      await expect(carLink).toBeVisible();
      const href = await carLink.getAttribute('href');
      await carLink.click();
      await expect(page).toHaveURL(tenantUrl(tenant, href ?? ''));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('an unknown car is a 404 page in the tenant layout, styled as the site', async ({ page }) => {
      const response = await page.goto(tenantUrl(tenant, '/cars/no-such-car-0'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('header').first()).toBeVisible();
      // The site's stylesheet applies: the footer is the dark band, the heading the page title's size.
      await expect(page.locator('footer')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '36px');
      await expectNoSeriousA11yViolations(page);
    });
  });
}
