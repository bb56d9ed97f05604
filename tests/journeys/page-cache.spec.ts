import { expect, test } from '@playwright/test';
import { hostRequest } from '../support/http';
import { findCar } from '../support/vehicle-finder';

// playwright.config.ts gives the test server this key (the dealer feed's, from the environment).
const auth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };
const host = 'riverside-toyota.localhost';

/** The page's HTML, when its cached part was rendered (data-rendered-at) and the price it states (JSON-LD offer). */
async function load(path: string) {
  const res = await hostRequest(host, 'GET', path);
  expect(res.status, path).toBe(200);
  const renderedAt = /data-rendered-at="([^"]+)"/.exec(res.text)?.[1];
  expect(renderedAt, `${path} has a cached part`).toBeDefined();
  const offer = /"offers":\{[^}]*"price":"?(\d+)/.exec(res.text)?.[1];
  return { renderedAt: renderedAt!, price: offer === undefined ? undefined : Number(offer) };
}

test('pages come from the page cache without rendering again, until a price change expires them', async () => {
  // A car deep in the stock, so the other journeys (which take the first match) never see its price move.
  const found = await findCar('riverside-toyota', 'status:in_stock AND reserved:false AND price > 10000', 40);
  expect(found, 'an in-stock car deep in the stock').not.toBeNull();
  const car = found!;
  const vehiclePath = `/cars/${car.slug}`;
  const first = await load(vehiclePath);
  const home = await load('/');
  expect(first.price).toBe(car.price);
  // Served again from the cache: the same rendered copy, not a new render.
  expect((await load(vehiclePath)).renderedAt).toBe(first.renderedAt);
  expect((await load('/')).renderedAt).toBe(home.renderedAt);

  const newPrice = car.price - 500;
  try {
    const changed = await hostRequest(host, 'POST', `/api/admin/vehicles/${car.id}`, { price: newPrice }, auth);
    expect(changed).toMatchObject({ status: 200, json: { id: car.id, price: newPrice } });
    // The change expired the car's page and the tenant's stock listings: the next request renders them anew.
    const after = await load(vehiclePath);
    expect(after.price).toBe(newPrice);
    expect(after.renderedAt).not.toBe(first.renderedAt);
    expect((await load('/')).renderedAt).not.toBe(home.renderedAt);
    // And that new copy is cached in turn.
    expect((await load(vehiclePath)).renderedAt).toBe(after.renderedAt);
  } finally {
    await hostRequest(host, 'POST', `/api/admin/vehicles/${car.id}`, { price: car.price }, auth);
  }
  expect((await load(vehiclePath)).price).toBe(car.price);
});
