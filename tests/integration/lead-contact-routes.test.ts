import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { handleCheckContact, handleRateLimit } from '@/leads/server/contact-routes';
import { storeLead } from '@/leads/server/lead-store';
import { RATE_LIMITS } from '@/server/rate-limits';
import { jsonRequest, leadRouteDeps, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

const sites = { 'alpha.localhost': leadTestSite(), 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'site-beta' }) };
let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;

beforeAll(async () => {
  handle = await openMigratedPglite();
  deps = leadRouteDeps(handle, sites);
  await storeLead(handle.db, {
    siteSlug: 'alpha', kind: 'contact', idempotencyKey: 'known-contact-1', category: 'General Enquiry', subcategory: null, userData: { name: 'Known', email: 'k@example.com' },
    phone: '0412345678', url: null, userAgent: null, carId: null, carDealershipId: null, dealershipSlug: null, locationSlug: null, tags: [], leadAttributes: {}, spam: false,
  }, []);
});
afterAll(async () => handle?.close());

const check = (host: string, phone: string, ip = '203.0.113.1') =>
  handleCheckContact(new Request(`http://${host}/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone)}`, { headers: { host, 'x-dealer-socket-address': ip } }), deps);
const limit = (host: string, body: unknown, ip = '198.51.100.7') => handleRateLimit(jsonRequest(host, '/api/rate-limit', body, { 'x-dealer-socket-address': ip }), deps);

describe('/api/check-if-contact-exists', () => {
  it('says only whether the tenant knows the number, in any format', async () => {
    expect(await (await check('alpha.localhost', '+61 412 345 678')).json()).toEqual({ data: { exists: true }, error: null });
    expect(await (await check('alpha.localhost', '0498 765 432')).json()).toEqual({ data: { exists: false }, error: null });
    // Another tenant's contacts are not this one's.
    expect(await (await check('beta.localhost', '0412345678')).json()).toEqual({ data: { exists: false }, error: null });
  });

  it('refuses a bad number, and too many checks from one address', async () => {
    const bad = await check('alpha.localhost', '12');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ data: null, error: 'Please enter a valid Australian phone number.' });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await check('alpha.localhost', `04123456${String(i).padStart(2, '0')}`, '192.0.2.99')).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(await (await check('alpha.localhost', '0412345600', '192.0.2.99')).json()).toEqual({ data: null, error: 'Too many verification attempts. Please try again later.' });
  });
});

describe('/api/rate-limit', () => {
  it('allows five codes an hour per phone, then answers with the spec message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await limit('alpha.localhost', { phone: '0400 000 001' }, `10.0.0.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const rejected = await limit('alpha.localhost', { phone: '61400000001' }, '10.0.0.99');
    expect(await rejected.json()).toEqual({ success: false, error: 'Too many verification attempts. Please try again later.' });
  });

  it('limits one address across phones, and validates the phone', async () => {
    const statuses: number[] = [];
    const allowance = RATE_LIMITS.verificationPerIp.points;
    for (let i = 0; i <= allowance; i += 1) statuses.push((await limit('alpha.localhost', { phone: `04000001${String(i).padStart(2, '0')}` }, '10.1.1.1')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowance);
    expect(statuses[allowance]).toBe(429);
    expect((await limit('alpha.localhost', { phone: '' })).status).toBe(400);
    expect((await limit('gamma.localhost', { phone: '0400000001' })).status).toBe(404);
  });

  it('stores hashes, never the phone or the address', async () => {
    const rows = await handle.db.selectFrom('rate_limiter').select(['key']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^[a-z-]+:[0-9a-f]{64}$/);
  });

  it('counts a phone per site: one site using up its allowance does not lock the shopper out of another', async () => {
    const phone = '0400 000 777';
    const alpha: number[] = [];
    for (let i = 0; i < 6; i += 1) alpha.push((await limit('alpha.localhost', { phone }, `10.2.0.${i}`)).status);
    expect(alpha.at(-1)).toBe(429);
    expect((await limit('beta.localhost', { phone }, '10.2.1.1')).status).toBe(200);
  });

  it('takes the client from the socket: a forged X-Forwarded-For does not reset the limit', async () => {
    const statuses: number[] = [];
    const allowance = RATE_LIMITS.verificationPerIp.points;
    for (let i = 0; i <= allowance; i += 1) {
      const request = jsonRequest('alpha.localhost', '/api/rate-limit', { phone: `04000002${String(i).padStart(2, '0')}` }, { 'x-dealer-socket-address': '10.3.3.3', 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push((await handleRateLimit(request, deps)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
