import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import { reservableCar as reservableCarOf } from '../support/reservable-car';

// Reserve online on the demo's used-car dealer (SPEC 9): a refundable deposit through the local
// payment processor and Stripe's test cards, in Chromium. Each test takes its own car deep in
// the stock, so the other journeys (which take the first match) never meet a reserved car.
// One worker runs them in order: a car reserved by one test drops out of the reservable list, and
// a test reading its page number in parallel could then be handed the car another test holds.
// Each test loads several pages; on a loaded machine that takes longer than the default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const tenant = 'valley-used-cars';
const host = `${tenant}.localhost`;

const reservableCar = (page: number) => reservableCarOf(tenant, page);

const reservedInSearch = async (id: number) => {
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&filters=${encodeURIComponent(`id = ${id}`)}` }] };
  const res = await hostRequest(host, 'POST', '/api/search/1/indexes/*/queries', body);
  return (res.json as { results: { hits: { reserved: boolean }[] }[] }).results[0]?.hits[0]?.reserved;
};

async function fillReserveForm(page: Page, card: string) {
  await page.getByLabel('Full name').fill('Jordan Shopper');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Mobile').fill('0412 345 678');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const HOLD_END = /Reserved for you until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2} (am|pm) A[CEW][SD]T/;

test('reserve with 4242: held until a time in the dealer zone, Reserved on the vehicle page and in search; cancel releases it', async ({ page }) => {
  const car = await reservableCar(25);
  // The site reserves at /checkout; its other checkout address is no page.
  expect((await hostRequest(host, 'GET', `/cars/${car.slug}/buy-online`)).status).toBe(404);
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}/checkout`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reserve the');
  await expect(page.getByText('fully refundable', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('not a contract of sale', { exact: false })).toBeVisible();
  await fillReserveForm(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Reserve/ }).click();

  // The card round trip (processor, hold, texts, lead) is slow on a loaded machine: wait for it.
  await expect(page).toHaveURL(/\/checkout\/reserved\?reservation=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOLD_END);
  await expect(page.getByTestId('reservation-reference')).toHaveText(/^R-[A-Z2-9]{8}$/);
  const confirmation = page.url();
  expect(await reservedInSearch(car.id)).toBe(true);

  await page.goto(tenantUrl(tenant, `/cars/${car.slug}`));
  await expect(page.getByTestId('reserved-notice')).toHaveText(/^Reserved until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) /);
  await expect(page.locator(`a[href="/cars/${car.slug}/checkout"]`)).toHaveCount(0);
  // Another browser cannot open this reservation: a 404, as for one that does not exist.
  const { pathname, search } = new URL(confirmation);
  expect((await hostRequest(host, 'GET', pathname + search)).status).toBe(404);

  expect((await page.goto(confirmation))?.status()).toBe(200);
  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation cancelled');
  expect(await reservedInSearch(car.id)).toBe(false);
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}`));
  await expect(page.getByTestId('reserved-notice')).toHaveCount(0);
});

test('a declined card (4000 0000 0000 0002) says so and reserves nothing', async ({ page }) => {
  const car = await reservableCar(26);
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}/checkout`));
  await fillReserveForm(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Reserve/ }).click();
  await expect(page.locator('#reserve-form-error')).toHaveText('Your card was declined.', { timeout: 30_000 });
  expect(await reservedInSearch(car.id)).toBe(false);
});

test('a card that asks for authentication (4000 0027 6000 3184) is held after the challenge', async ({ page }) => {
  const car = await reservableCar(27);
  await page.goto(tenantUrl(tenant, `/cars/${car.slug}/checkout`));
  await fillReserveForm(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Reserve/ }).click();
  await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOLD_END, { timeout: 30_000 });
  expect(await reservedInSearch(car.id)).toBe(true);
});

test('the reserve API takes the amount from the car, never the request, and answers clearly for a bad card or a taken car', async () => {
  const car = await reservableCar(28);
  const card = await hostRequest(host, 'POST', '/api/reservations', { car_id: car.id, name: 'A', email: 'a@example.com', phone: '0412345678', payment_method: 'pm_card_visa', idempotency_key: crypto.randomUUID(), amount: 1 });
  expect(card.status).toBe(200);
  expect((card.json as { deposit: number }).deposit).toBeGreaterThanOrEqual(200);
  const second = await hostRequest(host, 'POST', '/api/reservations', { car_id: car.id, name: 'B', email: 'b@example.com', phone: '0412345679', payment_method: 'pm_card_visa', idempotency_key: crypto.randomUUID() });
  expect(second).toMatchObject({ status: 409, json: { error: 'This car has just been reserved by someone else' } });
});
