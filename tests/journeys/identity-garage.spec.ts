import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { findCar } from '../support/vehicle-finder';
import { completeSignIn, uniqueMobile } from '../support/shopper-sign-in';

const TENANT = 'metro-motor-group';
const HOST = `${TENANT}.localhost`;

test('my garage shows the signed-in shopper\'s saved cars and enquiries, found by their verified phone', async ({ page }) => {
  const phone = uniqueMobile();
  const car = (await findCar(TENANT, 'status:in_stock'))!;
  // An enquiry sent from this phone before signing in is theirs too.
  const lead = await hostRequest(HOST, 'POST', '/api/leads/finance-enquiry', {
    idempotency_key: `garage-${phone}`,
    userData: { name: 'Gia', email: `garage-${phone}@example.com`, phone, terms_conditions: true, dealership_slug: 'metro-toyota' },
  });
  expect(lead.status).toBe(201);

  await page.goto(tenantUrl(TENANT, '/my-garage'));
  await completeSignIn(page, TENANT, phone, 'Gia');
  await expect(page).toHaveURL(tenantUrl(TENANT, '/my-garage'));
  const garage = page.getByTestId('my-garage');
  await expect(garage.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible();
  await expect(garage.getByRole('region', { name: 'Enquiries' })).toContainText('Finance Enquiry');
  await expect(garage.getByRole('region', { name: 'Saved cars' })).toContainText('No saved cars yet');

  const saved = await page.evaluate(async ([id, number]) => (await fetch('/api/watchlist/save-car', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone_number: number, car_id: id }) })).json(), [car.id, phone] as const);
  expect(saved).toEqual({ success: true });
  await page.reload();
  await expect(garage.getByRole('region', { name: 'Saved cars' }).getByRole('link')).toHaveAttribute('href', `/cars/${car.slug}`);
});

test('a tenant without a garage has no /my-garage page', async ({ page }) => {
  const response = await page.goto(tenantUrl('riverside-toyota', '/my-garage'));
  expect(response?.status()).toBe(404);
});
