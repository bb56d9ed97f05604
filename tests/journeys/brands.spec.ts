import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';

// Demo brands: migrations/src/demo/tenants/*/index.ts (brands) and content/place-documents.ts.
test.describe('brands', () => {
  test('the group lists car, motorcycle and truck brands with logos; one links out', async ({ page }) => {
    await page.goto(tenantUrl('metro-motor-group', '/brands'));
    await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
    for (const group of ['Cars', 'Motorcycles', 'Trucks']) await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    const motorcycles = page.getByRole('region', { name: 'Motorcycles' });
    await expect(motorcycles.getByRole('link', { name: /Harley-Davidson/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('region', { name: 'Trucks' }).getByRole('link', { name: 'Isuzu' })).toHaveAttribute('href', '/isuzu/overview');
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('region', { name: 'Cars' }).getByRole('link', { name: 'Toyota' }).click();
    await expect(page).toHaveURL(tenantUrl('metro-motor-group', '/toyota/overview'));
  });

  test('a brand page: banner, description, models with stock counts, latest offers', async ({ page }) => {
    await page.goto(tenantUrl('riverside-toyota', '/toyota/overview'));
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota' })).toBeVisible();
    const models = page.getByRole('region', { name: 'Toyota models' });
    await expect(models.getByText(/\d+ in stock/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Toyota stock' })).toHaveAttribute('href', /^\/search\/toyota/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a brand without a page goes to its own site; an unknown brand is a 404', async () => {
    const harley = await hostRequest('metro-motor-group.localhost', 'GET', '/harley-davidson/overview');
    expect([307, 308]).toContain(harley.status);
    expect(String(harley.headers.location)).toMatch(/^https:\/\//);
    expect((await hostRequest('metro-motor-group.localhost', 'GET', '/nissan-foo/overview')).status).toBe(404);
    expect((await hostRequest('riverside-toyota.localhost', 'GET', '/mazda/overview')).status).toBe(404);
  });
});
