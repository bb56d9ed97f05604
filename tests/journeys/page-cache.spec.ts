import { expect, test } from '../support/test';
import { hostRequest } from '../support/http';
import { findCar } from '../support/vehicle-finder';

// playwright.config.ts gives the test server this key (the dealer feed's, from the environment).
const auth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };
const host = 'riverside-toyota.localhost';

// One test at a time: on a cold server two tests' first requests would fill the same entries at
// once (a copy rendered later replaces the one a test saw first), and one test's price change
// would expire what the other compares.
test.describe.configure({ mode: 'serial' });

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

/** One attribute's value in a page's HTML (the first), failing the test when the page has none. */
async function marker(path: string, attribute: string): Promise<{ value: string; text: string }> {
  const res = await hostRequest(host, 'GET', path);
  expect(res.status, path).toBe(200);
  const value = new RegExp(`${attribute}="([^"]+)"`).exec(res.text)?.[1];
  expect(value, `${path} has ${attribute}`).toBeDefined();
  return { value: value!, text: res.text };
}

/** The "From $…" price of the one model card of a directory page. */
const fromPrice = (html: string) => /From <span[^>]*>\$([\d,]+)<\/span>/.exec(html)?.[1]?.replace(/,/g, '');

test('the layout and the models directory come from the page cache, and the directory shows a price change at once', async () => {
  // The header is rendered once per tenant: every page and every request shows that one copy.
  const layout = (await marker('/locations', 'data-layout-rendered-at')).value;
  expect((await marker('/contact', 'data-layout-rendered-at')).value).toBe(layout);
  expect((await marker('/locations', 'data-layout-rendered-at')).value).toBe(layout);

  // The cheapest RAV4 in stock sets the directory's "From" price of the RAV4 card.
  const res = await hostRequest(host, 'POST', '/api/search/1/indexes/*/queries', {
    requests: [{ indexName: 'Car_production_price_asc', params: `hitsPerPage=1&filters=${encodeURIComponent('make:"Toyota" AND model:"RAV4" AND is_available = 1 AND price > 1000')}` }],
  });
  const cheapest = (res.json as { results: { hits: { id: number; price: number }[] }[] }).results[0]?.hits[0];
  expect(cheapest, 'a RAV4 in stock').toBeDefined();
  const car = cheapest!;
  const directory = '/models?manufacturer=Toyota&model=RAV4';
  const before = await marker(directory, 'data-searched-at');
  expect(fromPrice(before.text)).toBe(String(car.price));
  // Served again from the cache: the same search, not a new one.
  expect((await marker(directory, 'data-searched-at')).value).toBe(before.value);

  try {
    const changed = await hostRequest(host, 'POST', `/api/admin/vehicles/${car.id}`, { price: car.price - 1 }, auth);
    expect(changed.status).toBe(200);
    // The change re-indexed the tenant's directory and expired its cached searches: the next request shows it.
    const after = await marker(directory, 'data-searched-at');
    expect(fromPrice(after.text)).toBe(String(car.price - 1));
    expect(after.value).not.toBe(before.value);
    // The layout does not show stock: it stays the copy it was.
    expect((await marker('/locations', 'data-layout-rendered-at')).value).toBe(layout);
  } finally {
    await hostRequest(host, 'POST', `/api/admin/vehicles/${car.id}`, { price: car.price }, auth);
  }
  expect(fromPrice((await marker(directory, 'data-searched-at')).text)).toBe(String(car.price));
});
