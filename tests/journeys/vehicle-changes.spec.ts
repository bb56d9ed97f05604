import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { tenantUrl } from '../support/demo';
import { hostRequest } from '../support/http';
import type { FoundCar } from '../support/vehicle-finder';

// playwright.config.ts gives the test server this key (the dealer feed's, from the environment).
const auth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };
const host = 'valley-used-cars.localhost';

/** A car deep in the tenant's stock, so the other journeys (which take the first match) never see its price move. */
async function quietCar(): Promise<FoundCar> {
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&page=60&filters=${encodeURIComponent('status:in_stock AND reserved:false AND price > 10000')}` }] };
  const res = await hostRequest(host, 'POST', '/api/search/1/indexes/*/queries', body);
  const car = (res.json as { results: { hits: FoundCar[] }[] }).results[0]?.hits[0];
  expect(car, 'an in-stock car deep in the stock').toBeDefined();
  return car!;
}

const searchPrice = async (id: number) => {
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&filters=${encodeURIComponent(`id = ${id}`)}` }] };
  const res = await hostRequest(host, 'POST', '/api/search/1/indexes/*/queries', body);
  return (res.json as { results: { hits: FoundCar[] }[] }).results[0]?.hits[0]?.price;
};

const pagePrice = async (page: Page) => {
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { offers?: { price?: number | string } };
  return Number(ld.offers?.price);
};

test('the dealer feed changes a price: the next page render and search show it; no key or a bad body changes nothing', async ({ page }) => {
  const car = await quietCar();
  const path = `/api/admin/vehicles/${car.id}`;
  expect((await hostRequest(host, 'POST', path, { price: 1 })).status).toBe(401);
  const bad = await hostRequest(host, 'POST', path, { price: 'cheap' }, auth);
  expect(bad.status).toBe(400);
  expect(bad.json).toMatchObject({ fieldErrors: { price: ['Must be a number.'] } });

  await page.goto(tenantUrl('valley-used-cars', `/cars/${car.slug}`));
  expect(await pagePrice(page)).toBe(car.price);

  const newPrice = car.price - 1000;
  try {
    const changed = await hostRequest(host, 'POST', path, { price: newPrice }, auth);
    expect(changed).toMatchObject({ status: 200, json: { id: car.id, price: newPrice, search: 'saved' } });
    await page.reload();
    expect(await pagePrice(page)).toBe(newPrice);
    await expect(page.getByText(`$${newPrice.toLocaleString('en-AU')}`).first()).toBeVisible();
    expect(await searchPrice(car.id)).toBe(newPrice);
  } finally {
    await hostRequest(host, 'POST', path, { price: car.price }, auth);
  }
  expect(await searchPrice(car.id)).toBe(car.price);
});
