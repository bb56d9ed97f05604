import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { listedDemoCar } from '../support/listed-demo-car';

/**
 * SPEC 3 spin_code: a car shot on the hosted 360 provider (and without spin frames of its own)
 * shows that provider's viewer on its page, framed by the address the code names; the tenant's
 * Content-Security-Policy lets the frame load.
 */
test("a car's hosted 360 spin shows the provider's viewer on its page", async ({ page }) => {
  const found = await listedDemoCar((v) => !!v.spin_code && !v.spin_images);
  expect(found, 'a demo car with a spin_code and no spin frames').not.toBeNull();
  const { vehicle, slug } = found!;
  const response = await page.goto(tenantUrl(vehicle.site_slug, `/cars/${slug}`));
  expect(response?.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/spins\.spincar\.com/);
  const viewer = page.getByRole('region', { name: '360° View' }).locator('iframe');
  await expect(viewer).toHaveAttribute('src', `https://spins.spincar.com/${vehicle.spin_code}`);
  await expect(viewer).toHaveAttribute('title', /: 360° view$/);
  // Our own viewer's tabs are for cars with frames.
  await expect(page.getByRole('tab', { name: '360 Spin' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
