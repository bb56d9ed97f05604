import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { handleCheckContact, handleRateLimit } from '@/identity/server/contact-routes';
import { LIMITS } from '@/identity/server/identity-limits';
import { handleSendCode } from '@/identity/server/sign-in-routes';
import { storeLead } from '@/leads/server/lead-store';
import { identityTestApp, signedInCookie, type IdentityTestApp } from '../support/identity-fixtures';
import { jsonRequest, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

const sites = { 'alpha.localhost': leadTestSite(), 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'site-beta' }) };
const OWNER = '0412345678';
let handle: OpenDatabase;
let app: IdentityTestApp;
let ownerCookie: string;

beforeAll(async () => {
  handle = await openMigratedPglite();
  app = await identityTestApp(handle, sites);
  await storeLead(handle.db, {
    siteSlug: 'alpha', kind: 'contact', idempotencyKey: 'known-contact-1', category: 'General Enquiry', subcategory: null, userData: { name: 'Known', email: 'k@example.com' },
    phone: OWNER, url: null, userAgent: null, carId: null, carDealershipId: null, dealershipSlug: null, locationSlug: null, tags: [], leadAttributes: {}, spam: false,
  }, []);
  ownerCookie = await signedInCookie(app, handle, 'alpha.localhost', 'alpha', OWNER);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const check = (phone: string, options: { ip?: string; cookie?: string; host?: string } = {}) => {
  const host = options.host ?? 'alpha.localhost';
  const headers: Record<string, string> = { host, 'x-dealer-socket-address': options.ip ?? '203.0.113.1' };
  if (options.cookie) headers.cookie = options.cookie;
  return handleCheckContact(new Request(`http://${host}/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone)}`, { headers }), app.deps);
};
const rateLimit = (body: unknown, ip = '198.51.100.7', host = 'alpha.localhost') => handleRateLimit(jsonRequest(host, '/api/rate-limit', body, { 'x-dealer-socket-address': ip }), app.deps);
const send = (phone: string, ip: string, host = 'alpha.localhost') => handleSendCode(jsonRequest(host, '/api/auth/send-code', { phone }, { 'x-dealer-socket-address': ip }), app.deps);

describe('/api/check-if-contact-exists', () => {
  it('tells the truth only to the signed-in owner of the phone', async () => {
    expect(await (await check('+61 412 345 678', { cookie: ownerCookie })).json()).toEqual({ data: { exists: true }, error: null });
    // Anyone else gets the same answer for every number, known or not.
    expect(await (await check('0412 345 678')).json()).toEqual({ data: { exists: false }, error: null });
    expect(await (await check('0498 765 432')).json()).toEqual({ data: { exists: false }, error: null });
    expect(await (await check('0498 765 432', { cookie: ownerCookie })).json()).toEqual({ data: { exists: false }, error: null });
    // The owner's session on another tenant's host is no session there.
    expect(await (await check(OWNER, { cookie: ownerCookie, host: 'beta.localhost' })).json()).toEqual({ data: { exists: false }, error: null });
  });

  it('refuses a bad number, and too many checks from one address', async () => {
    const bad = await check('12');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ data: null, error: 'Please enter a valid Australian phone number.' });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.contactCheckPerAddress.points; i += 1) statuses.push((await check(`04123456${String(i).padStart(2, '0')}`, { ip: '192.0.2.99' })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.contactCheckPerAddress.points);
    const refused = await check('0412345600', { ip: '192.0.2.99' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ data: null, error: 'Too many verification attempts. Please try again later.' });
  });
});

describe('/api/rate-limit', () => {
  it('answers non-OK exactly when a code send would be refused, counting nothing itself', async () => {
    const phone = '0400 000 001';
    for (let i = 0; i < 10; i += 1) expect((await rateLimit({ phone })).status).toBe(200);
    expect((await send(phone, '198.51.100.8')).status).toBe(200);
    // Within 60 s of a code, another would be refused.
    const early = await rateLimit({ phone: '61400000001' });
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({ success: false, error: 'Too many verification attempts. Please try again later.' });
    expect((await rateLimit({ phone: '' })).status).toBe(400);
    expect((await rateLimit({ phone }, '198.51.100.7', 'gamma.localhost')).status).toBe(404);
  });

  it('counts a phone per site: one site using up its allowance does not lock the shopper out of another', async () => {
    const phone = '0400000777';
    const limiter = await app.deps.limiter();
    for (let i = 0; i < LIMITS.codePerPhone.points; i += 1) await limiter.consume(LIMITS.codePerPhone, `alpha\n${phone}`);
    expect((await rateLimit({ phone }, '10.2.0.1')).status).toBe(429);
    expect((await send(phone, '10.2.0.2')).status).toBe(429);
    expect((await rateLimit({ phone }, '10.2.1.1', 'beta.localhost')).status).toBe(200);
    expect((await send(phone, '10.2.1.2', 'beta.localhost')).status).toBe(200);
  });

  it('takes the client from the socket: a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const limiter = await app.deps.limiter();
    for (let i = 0; i < LIMITS.codePerAddress.points; i += 1) await limiter.consume(LIMITS.codePerAddress, '10.3.3.3');
    const forged = await handleRateLimit(jsonRequest('alpha.localhost', '/api/rate-limit', { phone: '0400000299' }, { 'x-dealer-socket-address': '10.3.3.3', 'x-forwarded-for': '203.0.113.9' }), app.deps);
    expect(forged.status).toBe(429);
  });
});
