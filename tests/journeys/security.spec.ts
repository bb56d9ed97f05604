import { expect, test } from '../support/test';
import { TEST_PORT } from '../support/demo';
import { hostRequest } from '../support/http';

/**
 * Hardening findings through the running app (the proxy and route handlers as deployed): each
 * request is one an outsider could send.
 */
const HOST = 'riverside-toyota.localhost';
const ORIGIN = `http://${HOST}:${TEST_PORT}`;
const queries = (count: number) => ({ requests: Array.from({ length: count }, () => ({ indexName: 'Car_production', params: 'hitsPerPage=1' })) });

test('finding 1: an oversized search request is a 400 in Algolia\'s shape, and the server keeps answering', async () => {
  const many = await hostRequest(HOST, 'POST', '/api/search/1/indexes/*/queries', queries(300));
  expect(many.status).toBe(400);
  expect(many.json).toEqual({ status: 400, message: 'Number of queries in one request exceeds the limit of 50' });
  const huge = await hostRequest(HOST, 'POST', '/api/search/1/indexes/*/queries', { requests: [{ indexName: 'Car_production', params: { filters: 'x'.repeat(300_000) } }] });
  expect(huge.status).toBe(400);
  expect((huge.json as { message: string }).message).toMatch(/Request body exceeds the limit of 256 KB/);
  const fine = await hostRequest(HOST, 'POST', '/api/search/1/indexes/*/queries', queries(2));
  expect(fine.status).toBe(200);
});

test('finding 7: writes from another site or another tenant are 403, non-JSON bodies 415', async () => {
  const lead = { userData: { name: 'Eve', email: 'eve@example.com', phone: '0412345678', message: 'hi' } };
  const foreign = await hostRequest(HOST, 'POST', '/api/leads/contact', lead, { origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect(foreign.json).toMatchObject({ error: 'This request came from another website and was not accepted.' });
  const sibling = await hostRequest(HOST, 'POST', '/api/rate-limit', { phone: '0412345678' }, { origin: `http://valley-used-cars.localhost:${TEST_PORT}` });
  expect(sibling.status).toBe(403);
  const form = await hostRequest(HOST, 'POST', '/api/leads/contact', 'name=Eve&email=eve%40example.com', { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' });
  expect(form.status).toBe(415);
  // The page's own JSON post is still welcome (a 400 here: the form is incomplete).
  const own = await hostRequest(HOST, 'POST', '/api/leads/contact', { userData: {} }, { origin: ORIGIN });
  expect(own.status).toBe(400);
});

test('finding 3: leaving preview never redirects off-site', async () => {
  for (const redirect of ['/%09/evil.com', '//evil.com', '/%5Cevil.com', 'https://evil.com', '/x%0D%0ALocation:%20//evil.com']) {
    const res = await hostRequest(HOST, 'GET', `/api/draft-mode/disable?redirect=${redirect}`);
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe('/');
  }
});

test('finding 8: every response carries the security headers, and the page works under its policy', async ({ page }) => {
  for (const path of ['/', '/search/new-used-and-demo-cars', '/api/health', '/favicon.ico']) {
    const res = await hostRequest(HOST, 'GET', path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/^geolocation=\(self\), camera=\(\)/);
  }
  const home = await hostRequest(HOST, 'GET', '/');
  const csp = String(home.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toMatch(/frame-ancestors 'self' http:\/\/localhost:\d+ https:\/\/\*\.sanity\.studio/);
  expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;| https:\/\/www\.googletagmanager\.com)/);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator('main')).toBeVisible();
  await page.goto(`${ORIGIN}/search/new-used-and-demo-cars`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('finding 20: no response names the internal path a tenant page is served from', async () => {
  for (const path of ['/', '/search/new-used-and-demo-cars', '/contact']) {
    const res = await hostRequest(HOST, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.headers['x-middleware-rewrite']).toBeUndefined();
    expect(JSON.stringify(res.headers)).not.toContain('/riverside-toyota');
  }
});

test('the fuzz: an unknown API address is a JSON 404 for every method, a multipart POST included', async () => {
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    for (const path of ['/api/delivery', '/api/cars/../delivery', '/api/leads/uploads/a/b']) {
      const res = await hostRequest(HOST, method, path, ['POST', 'PUT', 'PATCH'].includes(method) ? '--x--' : undefined, { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json).toEqual({ message: 'There is no API at this address.', status: 404 });
    }
  }
});

test('the fuzz: a search path naming an inherited property is a 404 page, not a server error', async () => {
  for (const path of ['/search/constructor', '/search/__proto__', '/search/constructor/toString']) {
    const res = await hostRequest(HOST, 'GET', path);
    expect(res.status, path).toBe(404);
  }
});

test('the fuzz: an address too long to echo is a 414 with a message, whatever route it names, and a long search URL still works', async () => {
  for (const path of [`/cars/${'a'.repeat(8_000)}/`, `/search/new-used-and-demo-cars?q=${'x'.repeat(5_000)}`, `/api/cars/${'b'.repeat(6_000)}`]) {
    const res = await hostRequest(HOST, 'GET', path);
    expect(res.status, path.slice(0, 30)).toBe(414);
    expect(res.text).toMatch(/This address is too long/);
    expect(res.text).not.toContain('aaaa');
  }
  const longButFine = await hostRequest(HOST, 'GET', `/search/new-used-and-demo-cars?q=${'x'.repeat(1_500)}`);
  expect(longButFine.status).toBe(200);
});

test('finding 9: malformed slugs are 404 or 400, and no body echoes an exception', async () => {
  for (const path of ['/cars/%00', '/cars/%25', '/cars/%E0%A4%A', '/cars/%C0%AE%C0%AE', '/contact-us/%25', '/models/%25/x', '/search/%25', '/blog/%25', '/api/cars/%25/view.json', '/api/cars/%00/pdf']) {
    const res = await hostRequest(HOST, 'GET', path);
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toMatch(/URI malformed|Maximum call stack|TypeError|RangeError|\n\s+at .+:\d+:\d+/);
  }
});

test('finding 11: the sitemap names the site\'s canonical origin whatever the request headers say', async () => {
  const res = await hostRequest(HOST, 'GET', '/sitemap.xml', undefined, { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' });
  expect(res.status).toBe(200);
  expect(res.text).toContain('<loc>https://www.riversidetoyota.com.au/');
  expect(res.text).not.toContain('javascript');
  expect(res.text).not.toContain('evil.example');
});
