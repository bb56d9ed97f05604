import { expect, test } from '../support/test';
import { hostRequest, type HttpResult } from '../support/http';
import { findCar } from '../support/vehicle-finder';

/**
 * Pages that are the same for every shopper come whole from the route cache, one copy per tenant
 * (web/src/server/cache/route-cache.ts): Next answers them without rendering (`x-nextjs-cache:
 * HIT`), and a change they show (a price, a publish) is on the very next request.
 */
const auth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };
const RIVERSIDE = 'riverside-toyota.localhost';

// One test at a time: one test's price change expires what another compares.
test.describe.configure({ mode: 'serial' });

const cacheState = (res: HttpResult) => res.headers['x-nextjs-cache'];
const renderedAt = (res: HttpResult) => /data-rendered-at="([^"]+)"/.exec(res.text)?.[1];
const title = (res: HttpResult) => /<title>([^<]*)<\/title>/.exec(res.text)?.[1];
const offerPrice = (res: HttpResult) => Number(/"offers":\{[^}]*"price":"?(\d+)/.exec(res.text)?.[1]);

/** Asks until the page is in the cache (the first request of a cold server renders it). */
async function cached(host: string, path: string, headers: Record<string, string> = {}): Promise<HttpResult> {
  await hostRequest(host, 'GET', path, undefined, headers);
  const res = await hostRequest(host, 'GET', path, undefined, headers);
  expect(res.status, `${host}${path}`).toBeLessThan(500);
  return res;
}

test('a tenant\'s home page is one cached copy for every shopper, with its stylesheet in the HTML', async () => {
  const first = await cached(RIVERSIDE, '/');
  expect(first.status).toBe(200);
  expect(cacheState(first)).toBe('HIT');
  // A signed-in shopper's cookies change nothing: the account menu is a client island.
  const withCookies = await hostRequest(RIVERSIDE, 'GET', '/', undefined, { cookie: 'sb-127-auth-token=base64-eyJ4IjoxfQ; dealer-device=abc' });
  expect(cacheState(withCookies)).toBe('HIT');
  expect(renderedAt(withCookies)).toBe(renderedAt(first));
  expect(withCookies.text).toBe(first.text);
  // The stylesheet arrives inlined in the cached HTML (not an empty <style>).
  const styles = [...first.text.matchAll(/<style[^>]*data-precedence[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  expect(styles.join('').length, 'inlined stylesheet').toBeGreaterThan(10_000);

  // Each tenant has its own copy.
  const valley = await cached('valley-used-cars.localhost', '/');
  expect(cacheState(valley)).toBe('HIT');
  expect(title(valley)).toContain('Valley');
  expect(title(first)).toContain('Riverside');
});

/** How many requests the app's front door has answered without Next (web/src/server/cache/front-door-pages.ts). */
async function frontDoorAnswers(): Promise<number> {
  const health = await hostRequest('localhost', 'GET', '/api/health');
  return (health.json as { frontDoor: { answered: number } }).frontDoor.answered;
}

test('a cached page asked for again by an anonymous shopper is answered at the front door, byte for byte; one with a cookie goes through Next', async () => {
  const viaNext = await cached(RIVERSIDE, '/contact');
  expect(cacheState(viaNext)).toBe('HIT');
  const before = await frontDoorAnswers();
  const again = await hostRequest(RIVERSIDE, 'GET', '/contact');
  expect(await frontDoorAnswers()).toBe(before + 1);
  expect(again.status).toBe(200);
  expect(again.body.equals(viaNext.body)).toBe(true);
  const { date: _d1, ...headersViaNext } = viaNext.headers;
  const { date: _d2, ...headersAgain } = again.headers;
  expect(headersAgain).toEqual(headersViaNext);

  const signedIn = await hostRequest(RIVERSIDE, 'GET', '/contact', undefined, { cookie: 'sb-127-auth-token=base64-eyJ4IjoxfQ' });
  expect(signedIn.text).toBe(viaNext.text);
  // Next's router asks for the RSC payload (first through a redirect to its cache-busting address): never the page.
  const rsc = await hostRequest(RIVERSIDE, 'GET', '/contact', undefined, { rsc: '1' });
  expect(rsc.text).not.toContain('<!DOCTYPE');
  expect(await frontDoorAnswers()).toBe(before + 1);
});

test('a vehicle page comes from the cache until its car changes, and then shows the new price on the next request', async () => {
  // A car deep in the stock, so the other journeys (which take the first match) never see its price move.
  const found = await findCar('riverside-toyota', 'status:in_stock AND reserved:false AND price > 10000', 45);
  expect(found, 'an in-stock car deep in the stock').not.toBeNull();
  const car = found!;
  const path = `/cars/${car.slug}`;
  const before = await cached(RIVERSIDE, path);
  expect(cacheState(before)).toBe('HIT');
  expect(offerPrice(before)).toBe(car.price);
  const home = await cached(RIVERSIDE, '/');
  // Both are now answered at the front door, which must notice the change as Next's cache does.
  const answered = await frontDoorAnswers();
  expect(offerPrice(await hostRequest(RIVERSIDE, 'GET', path))).toBe(car.price);
  expect(await frontDoorAnswers()).toBe(answered + 1);

  const newPrice = car.price - 700;
  try {
    const changed = await hostRequest(RIVERSIDE, 'POST', `/api/admin/vehicles/${car.id}`, { price: newPrice }, auth);
    expect(changed.status, changed.text).toBe(200);
    const after = await hostRequest(RIVERSIDE, 'GET', path);
    expect(cacheState(after)).not.toBe('HIT');
    expect(offerPrice(after)).toBe(newPrice);
    expect(renderedAt(after)).not.toBe(renderedAt(before));
    // The home page lists the tenant's stock: it is rendered afresh too.
    const homeAfter = await hostRequest(RIVERSIDE, 'GET', '/');
    expect(cacheState(homeAfter)).not.toBe('HIT');
    expect(renderedAt(homeAfter)).not.toBe(renderedAt(home));
    // And the new copy is the cached one from then on.
    const again = await hostRequest(RIVERSIDE, 'GET', path);
    expect(cacheState(again)).toBe('HIT');
    expect(offerPrice(again)).toBe(newPrice);
  } finally {
    await hostRequest(RIVERSIDE, 'POST', `/api/admin/vehicles/${car.id}`, { price: car.price }, auth);
  }
  expect(offerPrice(await hostRequest(RIVERSIDE, 'GET', path))).toBe(car.price);
});

test('unknown cars and unknown sites stay 404 pages when served from the cache', async () => {
  for (const [host, path] of [[RIVERSIDE, '/cars/no-such-car-0'], ['no-such-dealer.localhost', '/']] as const) {
    const res = await cached(host, path);
    expect(res.status, `${host}${path}`).toBe(404);
  }
});
