import { gunzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { contentEditor } from '../support/content-editor';
import { cachedPage, cacheState } from '../support/cached-page';
import { hostRequest, type HttpResult } from '../support/http';
import { signInOverHttp, uniqueMobile } from '../support/shopper-sign-in';

/**
 * Content pages, the contact and other form pages, and search landings are the same for every
 * shopper: served whole from the route cache (web/src/server/cache/route-cache.ts; a form page or
 * search without a query string through its twin, web/src/tenancy/query-less-variant.ts), and a
 * publish or a stock change they show is on the very next request. With a query they stay
 * rendered per request.
 */
const RIVERSIDE = 'riverside-toyota.localhost';
const ABOUT = 'page-riverside-toyota-about-us';

// One test at a time: a publish in one expires what another compares.
test.describe.configure({ mode: 'serial' });

const title = (res: HttpResult) => /<title>([^<]*)<\/title>/.exec(res.text)?.[1];
const cached = (path: string, headers: Record<string, string> = {}) => cachedPage(RIVERSIDE, path, headers);

test('content, location and form pages come from the cache, one copy for signed-in and signed-out shoppers', async () => {
  for (const path of ['/about-us', '/contact', '/contact-us', '/locations', '/careers', '/service', '/blog', '/models', '/parts/search']) {
    const res = await cached(path);
    expect({ path, cache: cacheState(res) }).toEqual({ path, cache: 'HIT' });
    // No trace of the twin's address reaches the shopper.
    expect(res.text, path).not.toContain('/-plain');
  }
  const withCookies = await hostRequest(RIVERSIDE, 'GET', '/contact', undefined, { cookie: 'sb-127-auth-token=base64-eyJ4IjoxfQ; dealer-device=abc' });
  expect(cacheState(withCookies)).toBe('HIT');
});

/** The RSC payload of a path, asked for at the cache-busting address Next redirects the request to. */
async function rscPayload(path: string, headers: Record<string, string>): Promise<HttpResult> {
  const redirect = await hostRequest(RIVERSIDE, 'GET', path, undefined, headers);
  return redirect.status === 307 ? hostRequest(RIVERSIDE, 'GET', String(redirect.headers.location), undefined, headers) : redirect;
}

/** What a browser sends: it takes any of these encodings. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Headers that describe how these bytes travelled rather than the page. */
const TRANSPORT_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive']);
const pageHeaders = (res: HttpResult) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));

test('a cached page asked for as a browser asks arrives gzip-compressed with its length, and unzips to the same page with the same headers', async () => {
  for (const path of ['/', '/about-us', '/search/used-cars']) {
    const plain = await cached(path);
    const zipped = await hostRequest(RIVERSIDE, 'GET', path, undefined, BROWSER_ENCODINGS);
    expect({ path, cache: cacheState(zipped), encoding: zipped.headers['content-encoding'] }).toEqual({ path, cache: 'HIT', encoding: 'gzip' });
    expect(Number(zipped.headers['content-length']), path).toBe(zipped.body.length);
    expect(zipped.body.length, `${path} is sent compressed`).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(zipped.body).toString('utf8'), path).toBe(plain.text);
    // The security headers, Cache-Control and the cache state are the page's, whichever encoding.
    expect(pageHeaders(zipped), path).toEqual(pageHeaders(plain));
    expect(zipped.headers['content-security-policy'], path).toBeDefined();
    expect(String(zipped.headers.vary), path).toMatch(/accept-encoding/i);
    // A client that asks for no encoding gets the page as it is, with its length.
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(Number(plain.headers['content-length']), path).toBe(plain.body.length);
  }
});

test('a client navigation to a cached page gets its RSC payload: prefetched from the cache, compressed or not, or rendered when not prefetched', async () => {
  // What a link prefetches (the whole page: partialPrefetching is off), and what the router
  // asks for on a navigation it had not prefetched.
  const rsc = { rsc: '1', 'next-router-prefetch': '1' };
  const navigation = await rscPayload('/about-us', { rsc: '1' });
  expect(navigation.status).toBe(200);
  expect(navigation.headers['content-type']).toContain('text/x-component');
  expect(navigation.text).toContain('About');
  // The router's address carries the cache-busting `_rsc` parameter Next redirects to.
  const redirect = await hostRequest(RIVERSIDE, 'GET', '/about-us', undefined, rsc);
  const path = redirect.status === 307 ? String(redirect.headers.location) : '/about-us';
  const plain = await cached(path, rsc);
  expect(cacheState(plain)).toBe('HIT');
  expect(plain.headers['content-type']).toContain('text/x-component');
  expect(plain.text).not.toContain('<!DOCTYPE');
  expect(plain.text).toContain('About');
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  const zipped = await hostRequest(RIVERSIDE, 'GET', path, undefined, { ...rsc, ...BROWSER_ENCODINGS });
  expect(cacheState(zipped)).toBe('HIT');
  expect(zipped.headers['content-type']).toContain('text/x-component');
  const text = zipped.headers['content-encoding'] === 'gzip' ? gunzipSync(zipped.body).toString('utf8') : zipped.text;
  expect(text).toBe(plain.text);
});

test('a form page with a query string is rendered per request: the car enquiry of /contact?car_id', async () => {
  const car = await hostRequest(RIVERSIDE, 'POST', '/api/search/1/indexes/*/queries', { requests: [{ indexName: 'Car_production', params: 'hitsPerPage=1&filters=status%3Ain_stock' }] });
  const hit = (car.json as { results: { hits: { id: number; make: string; model: string }[] }[] }).results[0]!.hits[0]!;
  const path = `/contact?car_id=${hit.id}`;
  await hostRequest(RIVERSIDE, 'GET', path);
  const res = await hostRequest(RIVERSIDE, 'GET', path);
  expect(res.status).toBe(200);
  expect(cacheState(res)).toBeUndefined();
  expect(res.text).toContain(`Enquire about the`);
  expect(res.text).toContain(hit.model);
});

test('a publish shows on the next request of a cached content page, and expires the tenant\'s other cached pages', async () => {
  const editor = await contentEditor();
  const before = await cached('/about-us');
  const contact = await cached('/contact');
  expect(cacheState(before)).toBe('HIT');
  const original = await editor.fetch<string>('*[_id == $id][0].seo.title', { id: ABOUT });
  const published = `About Riverside ${Date.now()}`;
  try {
    await editor.patch(ABOUT).set({ 'seo.title': published }).commit();
    const after = await hostRequest(RIVERSIDE, 'GET', '/about-us');
    expect(cacheState(after)).not.toBe('HIT');
    expect(title(after)).toContain(published);
    // The publish expired the site's tag: the contact page is rendered afresh too.
    const contactAfter = await hostRequest(RIVERSIDE, 'GET', '/contact');
    expect(cacheState(contactAfter)).not.toBe('HIT');
    expect(contactAfter.text).toContain('Riverside');
    // And the new copy is the cached one from then on.
    const again = await hostRequest(RIVERSIDE, 'GET', '/about-us');
    expect(cacheState(again)).toBe('HIT');
    expect(title(again)).toContain(published);
  } finally {
    await editor.patch(ABOUT).set({ 'seo.title': original }).commit();
  }
  expect(title(await hostRequest(RIVERSIDE, 'GET', '/about-us'))).toBe(title(before));
  expect(contact.status).toBe(200);
});

test('a gated CMS page stays behind sign-in at every address, cached or not', async () => {
  const metro = 'metro-motor-group.localhost';
  for (const path of ['/spin-to-win', '/pages/spin-to-win']) {
    const res = await hostRequest(metro, 'GET', path);
    expect({ path, status: res.status }).toEqual({ path, status: 307 });
    const location = String(res.headers.location ?? '');
    // The other spelling is sent to the gated address, which asks for sign-in.
    expect(location.includes('/sign-in?type=') || location === '/spin-to-win', `${path} → ${location}`).toBe(true);
  }
});

type Hit = { id: number; price: number };
const auth = { authorization: `Bearer ${process.env.VEHICLE_ADMIN_API_KEY ?? ''}` };

/** The results the server rendered into the page (InstantSearch's initial results script). */
function renderedHits(res: HttpResult): Hit[] {
  const script = /InstantSearchInitialResults"\)\]\s*=\s*(\{.*?\})<\/script>/s.exec(res.text)?.[1];
  expect(script, 'the results are in the HTML').toBeDefined();
  const results = JSON.parse(script!) as Record<string, { results: { hits: Hit[] }[] }>;
  return Object.values(results)[0]?.results[0]?.hits ?? [];
}

test('a search landing comes from the cache with its results in the HTML, and shows a price change on the next request', async () => {
  const landing = '/search/used-cars';
  const before = await cached(landing);
  expect(cacheState(before)).toBe('HIT');
  const hits = renderedHits(before);
  expect(hits.length).toBeGreaterThan(1);
  // The last card of the first page: journeys that take the first match never see its price move.
  const car = hits.at(-1)!;

  // With a query the search is rendered per request, its results still in the HTML.
  const filtered = await hostRequest(RIVERSIDE, 'GET', `${landing}?sortBy=Car_production_price_asc`);
  expect(filtered.status).toBe(200);
  expect(cacheState(filtered)).toBeUndefined();
  expect(renderedHits(filtered).length).toBeGreaterThan(0);

  const newPrice = car.price - 300;
  try {
    const changed = await hostRequest(RIVERSIDE, 'POST', `/api/admin/vehicles/${car.id}`, { price: newPrice }, auth);
    expect(changed.status, changed.text).toBe(200);
    const after = await hostRequest(RIVERSIDE, 'GET', landing);
    expect(cacheState(after)).not.toBe('HIT');
    expect(renderedHits(after).find((hit) => hit.id === car.id)?.price).toBe(newPrice);
    const again = await hostRequest(RIVERSIDE, 'GET', landing);
    expect(cacheState(again)).toBe('HIT');
    expect(renderedHits(again).find((hit) => hit.id === car.id)?.price).toBe(newPrice);
  } finally {
    await hostRequest(RIVERSIDE, 'POST', `/api/admin/vehicles/${car.id}`, { price: car.price }, auth);
  }
  expect(renderedHits(await hostRequest(RIVERSIDE, 'GET', landing)).find((hit) => hit.id === car.id)?.price).toBe(car.price);
});

test('an unknown search landing stays a 404 from the cache', async () => {
  await hostRequest(RIVERSIDE, 'GET', '/search/no-such-make-0');
  expect((await hostRequest(RIVERSIDE, 'GET', '/search/no-such-make-0')).status).toBe(404);
});

test('a dealer without a parts search page has none, also when asked for again', async () => {
  for (let i = 0; i < 2; i++) expect((await hostRequest('valley-used-cars.localhost', 'GET', '/parts/search')).status).toBe(404);
});

const LOCATION = 'riverside-toyota-indooroopilly';
const canonical = (res: HttpResult) => /<link rel="canonical" href="([^"]*)"/.exec(res.text)?.[1];

test('offers, brand, accessories, location contact and the finance and trade-in forms come from the cache, each tenant its own', async () => {
  const model = (await contentEditor()).fetch<string>('*[_type == "model" && site->slug.current == "riverside-toyota" && accessoriesCount > 0][0].slug.current');
  const paths = [
    '/special-offers', '/toyota/overview', `/${await model}/accessories`, `/contact-us/${LOCATION}`, `/our-location/${LOCATION}`,
    '/finance', '/apply-for-finance', '/trade-in', '/cars/trade-in', '/sell-my-car', '/sell-your-car', '/book-test-drive',
  ];
  for (const path of paths) {
    const res = await cached(path);
    expect({ path, cache: cacheState(res) }).toEqual({ path, cache: 'HIT' });
    expect(res.text, path).not.toContain('/-plain');
  }
  // One copy per tenant: Metro's offers page is its own, and Metro gates its trade-in page, cached or not.
  await hostRequest('metro-motor-group.localhost', 'GET', '/special-offers');
  const metro = await hostRequest('metro-motor-group.localhost', 'GET', '/special-offers');
  expect(cacheState(metro)).toBe('HIT');
  expect(metro.text).toContain('Mazda CX-5');
  expect((await cached('/special-offers')).text).not.toContain('Mazda CX-5');
  for (const path of ['/trade-in', '/-plain/trade-in']) {
    const res = await hostRequest('metro-motor-group.localhost', 'GET', path);
    expect({ path, status: res.status, to: String(res.headers.location ?? '') }).toEqual({ path, status: 307, to: expect.stringContaining('/sign-in?type=trade-in') });
  }
});

test('a form or list page\'s cached twin names its public address as canonical, also when asked for by its own', async () => {
  const forms = ['/contact', '/contact-us', '/careers', '/fleet', '/service', '/pages/book-a-service', '/vehicle-parts-and-accessories', '/finance', '/trade-in', '/book-test-drive', '/dealer-locator', '/blog', `/contact-us/${LOCATION}`];
  for (const path of forms) {
    const res = await cached(path);
    expect({ path, canonical: canonical(res) }).toEqual({ path, canonical: expect.stringMatching(new RegExp(`^(https?://[^/]+)?${path}$`)) });
    const direct = await hostRequest(RIVERSIDE, 'GET', `/-plain${path}`);
    expect({ path, canonical: canonical(direct) }).toEqual({ path, canonical: canonical(res) });
  }
});

test('a /models/... path answers its redirect from the cache', async () => {
  await hostRequest(RIVERSIDE, 'GET', '/models/toyota');
  const res = await hostRequest(RIVERSIDE, 'GET', '/models/toyota');
  expect(res.status).toBe(308);
  expect(String(res.headers.location)).toContain('/models?');
  expect(cacheState(res)).toBe('HIT');
  await hostRequest(RIVERSIDE, 'GET', '/models/ferrari');
  expect((await hostRequest(RIVERSIDE, 'GET', '/models/ferrari')).status).toBe(404);
});

test('a price change shows on the next request of the cached finance page (its featured cars)', async () => {
  const featured = await hostRequest(RIVERSIDE, 'POST', '/api/search/1/indexes/*/queries', { requests: [{ indexName: 'Car_production', params: `hitsPerPage=6&filters=${encodeURIComponent('car_type:used AND status:in_stock AND photos_count > 1')}` }] });
  const car = (featured.json as { results: { hits: Hit[] }[] }).results[0]!.hits.at(-1)!;
  const price = (value: number) => `$${value.toLocaleString('en-AU')}`;
  const newPrice = car.price - 300;
  const before = await cached('/finance');
  expect(cacheState(before)).toBe('HIT');
  expect(before.text).toContain(price(car.price));
  expect(before.text).not.toContain(price(newPrice));
  try {
    expect((await hostRequest(RIVERSIDE, 'POST', `/api/admin/vehicles/${car.id}`, { price: newPrice }, auth)).status).toBe(200);
    const after = await hostRequest(RIVERSIDE, 'GET', '/finance');
    expect(cacheState(after)).not.toBe('HIT');
    expect(after.text).toContain(price(newPrice));
    expect(cacheState(await hostRequest(RIVERSIDE, 'GET', '/finance'))).toBe('HIT');
  } finally {
    await hostRequest(RIVERSIDE, 'POST', `/api/admin/vehicles/${car.id}`, { price: car.price }, auth);
  }
});

test('a published offer shows on the next request of the cached offers page, and is gone on the first request after it ends', async () => {
  const editor = await contentEditor();
  const offer = await editor.fetch<{ _id: string; title: string; validUntil: string }>(
    '*[_type == "offer" && site->slug.current == "riverside-toyota" && defined(validUntil) && dateTime(validUntil) > dateTime(now()) && dateTime(validFrom) < dateTime(now())][0]{ _id, title, validUntil }',
  );
  test.setTimeout(90_000);
  const title = `Cached offer ${Date.now()}`;
  // Whole seconds from now (the offers index keeps Unix seconds), with room for the publish, the
  // re-index and a cold render on a loaded machine before the offer ends.
  const ends = Math.ceil(Date.now() / 1000) + 20;
  await cached('/special-offers');
  try {
    await editor.patch(offer._id).set({ title, validUntil: new Date(ends * 1000).toISOString() }).commit();
    const published = await hostRequest(RIVERSIDE, 'GET', '/special-offers');
    expect(cacheState(published)).not.toBe('HIT');
    expect(published.text).toContain(title);
    const again = await hostRequest(RIVERSIDE, 'GET', '/special-offers');
    expect(Date.now(), 'the cached copy was read before the offer ended').toBeLessThan(ends * 1000);
    expect(cacheState(again)).toBe('HIT');
    expect(again.text).toContain(title);
    // Asked until a request is sent after the offer's end: that very response no longer shows it.
    let afterEnd: HttpResult | undefined;
    await expect.poll(async () => {
      const sentAt = Date.now();
      const res = await hostRequest(RIVERSIDE, 'GET', '/special-offers');
      if (sentAt >= ends * 1000) afterEnd = res;
      return afterEnd !== undefined;
    }, { timeout: 40_000, intervals: [250] }).toBe(true);
    expect(afterEnd!.status).toBe(200);
    expect(cacheState(afterEnd!)).not.toBe('HIT');
    expect(afterEnd!.text).not.toContain(title);
    expect(cacheState(await hostRequest(RIVERSIDE, 'GET', '/special-offers'))).toBe('HIT');
  } finally {
    await editor.patch(offer._id).set({ title: offer.title, validUntil: offer.validUntil }).commit();
  }
  expect((await hostRequest(RIVERSIDE, 'GET', '/special-offers')).text).not.toContain(title);
});

test('on a tenant that gates it, a signed-in shopper gets the cached trade-in page, the same copy for every shopper', async () => {
  const metro = 'metro-motor-group.localhost';
  const [first, second] = [await signInOverHttp('metro-motor-group', uniqueMobile()), await signInOverHttp('metro-motor-group', uniqueMobile())];
  await hostRequest(metro, 'GET', '/trade-in', undefined, { cookie: first });
  const res = await hostRequest(metro, 'GET', '/trade-in', undefined, { cookie: first });
  expect(res.status).toBe(200);
  expect(cacheState(res)).toBe('HIT');
  expect(title(res)).toContain('Trade-In Valuation');
  // Another shopper gets the very same copy: nothing of the first is in it (the account menu is a client island).
  const other = await hostRequest(metro, 'GET', '/trade-in', undefined, { cookie: second });
  expect(cacheState(other)).toBe('HIT');
  expect(other.text).toBe(res.text);
  // A signed-out visitor is still sent to sign-in, not handed the cached copy.
  expect((await hostRequest(metro, 'GET', '/trade-in')).status).toBe(307);
});
