import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CUSTOM_DOMAIN, CUSTOM_DOMAIN_TENANT, TEST_PORT, tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';

test('an unknown host gets the 404 page, not an error', async ({ page }) => {
  const response = await page.goto(`http://no-such-dealer.localhost:${TEST_PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await expect(page.locator('body')).not.toContainText(/error|exception|stack/i);
  await expectNoSeriousA11yViolations(page);
});

test('a site answers on its custom domain with the same content as its subdomain', async ({ page }) => {
  await page.goto(tenantUrl(CUSTOM_DOMAIN_TENANT));
  const title = await page.title();
  const response = await page.goto(`http://${CUSTOM_DOMAIN}:${TEST_PORT}/`);
  expect(response?.status()).toBe(200);
  expect(await page.title()).toBe(title);
});

test('platform paths other than the directory are 404', async ({ page }) => {
  const response = await page.goto(`http://localhost:${TEST_PORT}/metro-motor-group`);
  expect(response?.status()).toBe(404);
});

test('a spec route is the real page where the dealer has it, a 404 in the tenant layout where it does not', async ({ page }) => {
  const real = await page.goto(tenantUrl('riverside-toyota', '/spin-to-win'));
  expect(real?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spin to Win');
  await expect(page.getByTestId('prize-terms')).toContainText('One spin per verified mobile number');
  await expectNoSeriousA11yViolations(page);

  // Valley Used Cars runs no spin-to-win promotion (README "Demo tenants").
  const absent = await page.goto(tenantUrl('valley-used-cars', '/spin-to-win'));
  expect(absent?.status()).toBe(404);
  await expect(page.locator('header').first()).toBeVisible();

  const missing = await page.goto(tenantUrl('metro-motor-group', '/definitely/not/a/page'));
  expect(missing?.status()).toBe(404);
  await expect(page.locator('header').first()).toBeVisible();
  // The 404's body is a client component loaded only where a 404 renders: it arrives and draws.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we can't find that page");
  await expect(page.getByRole('link', { name: 'Search our stock' })).toHaveAttribute('href', '/search/new-used-and-demo-cars');
  await expect(page.locator('footer')).toContainText('Metro Motor Group');
});

test('bad query strings never break a page', async ({ page }) => {
  const response = await page.goto(tenantUrl('riverside-toyota', '/?page=%E0%A4%A&sortBy=<script>&price=abc:def'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('an address with broken percent-encoding is a 400 with a message, not a server error', async () => {
  for (const path of ['/%E0%A4%A', '/cars/%ZZ', '/search/toyota%']) {
    const response = await hostRequest('riverside-toyota.localhost', 'GET', path);
    expect(response.status, path).toBe(400);
    expect(response.text).toContain('this address is not valid');
  }
  // API clients get the same answer as JSON.
  for (const path of ['/api/cars/%ZZ/view.json', '/api/search/1/indexes/%E0%A4%A/queries']) {
    const response = await hostRequest('riverside-toyota.localhost', 'GET', path);
    expect(response.status, path).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ message: 'Bad request: this address is not valid.', status: 400 });
  }
});

test('the app\'s own static pictures load on every tenant host (the certified pre-owned badge on a card)', async () => {
  for (const host of ['riverside-toyota.localhost', 'metro-motor-group.localhost']) {
    const response = await hostRequest(host, 'GET', '/badges/certified-pre-owned.svg');
    expect(response.status, host).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  }
});

test('a gated route sends a signed-out visitor to sign-in with type, redirect and back', async ({ page }) => {
  await page.goto(tenantUrl('metro-motor-group', '/my-garage?tab=cars'));
  const url = new URL(page.url());
  expect(url.pathname).toBe('/sign-in');
  expect(url.searchParams.get('type')).toBe('my-garage');
  expect(url.searchParams.get('redirect')).toBe('/my-garage?tab=cars');
  expect(url.searchParams.get('back')).toBe('/');
  await expect(page.locator('header').first()).toBeVisible();

  // The same path is open on a tenant that does not gate it.
  const open = await page.goto(tenantUrl('riverside-toyota', '/spin-to-win'));
  expect(open?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/spin-to-win');
});
