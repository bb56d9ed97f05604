import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { LIMITS } from '@/identity/server/identity-limits';
import { handleSendCode, handleVerifyCode } from '@/identity/server/sign-in-routes';
import { identityTestApp, inboxCode, type IdentityTestApp } from '../support/identity-fixtures';
import { jsonRequest, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

const sites = { 'alpha.localhost': leadTestSite({ dealershipSlugs: ['alpha-dealer'] }), 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'site-beta' }) };
let handle: OpenDatabase;
let app: IdentityTestApp;
let nextPhone = 10;

beforeAll(async () => {
  handle = await openMigratedPglite();
  app = await identityTestApp(handle, sites);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const phone = () => `04123${String((nextPhone += 1)).padStart(5, '0')}`;
const send = (body: unknown, ip = '203.0.113.10', host = 'alpha.localhost') =>
  handleSendCode(jsonRequest(host, '/api/auth/send-code', body, { 'x-dealer-socket-address': ip }), app.deps);
const verify = (body: unknown, ip = '203.0.113.10', host = 'alpha.localhost') =>
  handleVerifyCode(jsonRequest(host, '/api/auth/verify-code', body, { 'x-dealer-socket-address': ip }), app.deps);

describe('sending a sign-in code', () => {
  it('sends a code, records the send, and answers when a resend is allowed', async () => {
    const number = phone();
    const response = await send({ phone: `61${number.slice(1)}`, first_name: 'Ada' });
    expect(await response.json()).toEqual({ success: true, resendAfterSeconds: 60 });
    expect(await inboxCode(handle, 'alpha', number)).toMatch(/^\d{6}$/);
    const rows = await handle.db.selectFrom('verifications').selectAll().where('website_slug', '=', 'alpha').execute();
    expect(rows.at(-1)).toMatchObject({ dealership_slug: 'alpha-dealer', verification_type: 'sms', outcome: 'sent', user_id: null });
    expect(JSON.stringify(rows)).not.toContain(number);
  });

  it('refuses a second send within 60 s with the seconds left', async () => {
    const number = phone();
    expect((await send({ phone: number })).status).toBe(200);
    const again = await send({ phone: number });
    expect(again.status).toBe(429);
    const body = (await again.json()) as { error: string; resendAfterSeconds: number };
    expect(body.resendAfterSeconds).toBeGreaterThan(55);
    expect(body.resendAfterSeconds).toBeLessThanOrEqual(60);
    expect(body.error).toBe(`Please wait ${body.resendAfterSeconds} seconds before asking for a new code.`);
  });

  it('validates the phone and the details with clear messages', async () => {
    expect(await (await send({})).json()).toEqual({ success: false, error: 'This is a required field.', field: 'phone' });
    expect(await (await send({ phone: '07 3123 4567' })).json()).toEqual({ success: false, error: 'Please enter a valid Australian mobile number.', field: 'phone' });
    expect(await (await send({ phone: phone(), email: 'nope' })).json()).toEqual({ success: false, error: 'Please enter a valid email address.', field: 'email' });
    expect((await send('not json')).status).toBe(400);
    expect((await send({ phone: phone() }, '203.0.113.10', 'unknown.localhost')).status).toBe(404);
  });

  it('stops one address after 30 codes an hour, whatever the phones', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await send({ phone: phone() }, '198.51.100.50')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.codePerAddress.points);
    expect(statuses.slice(LIMITS.codePerAddress.points).every((s) => s === 429)).toBe(true);
    expect(await (await send({ phone: phone() }, '198.51.100.50')).json()).toEqual({ success: false, error: 'Too many verification attempts. Please try again later.' });
  });
});

describe('verifying a code', () => {
  it('signs the shopper in: session cookies, never cached, and a verify row with the user', async () => {
    const number = phone();
    await send({ phone: number, first_name: 'Grace' });
    const response = await verify({ phone: number, code: await inboxCode(handle, 'alpha', number) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { shopper: { id: string; phone: string; firstName: string } };
    expect(body.shopper).toMatchObject({ phone: number, firstName: 'Grace' });
    expect(response.headers.get('set-cookie')).toMatch(/^sb-shopper-auth-token=base64-.*HttpOnly/);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const row = await handle.db.selectFrom('verifications').selectAll().where('verification_type', '=', 'verify').where('outcome', '=', 'verified').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.user_id).toBe(body.shopper.id);
  });

  it('answers the spec messages for a missing, short and wrong code', async () => {
    const number = phone();
    await send({ phone: number });
    expect(await (await verify({ phone: number, code: '' })).json()).toEqual({ success: false, error: 'This is a required field.', field: 'code' });
    expect(await (await verify({ phone: number, code: '12345' })).json()).toEqual({ success: false, error: 'Code must be 6 digits.', field: 'code' });
    const right = await inboxCode(handle, 'alpha', number);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await (await verify({ phone: number, code: wrong })).json()).toEqual({ success: false, error: 'The verification code is invalid. Please try again.', field: 'code' });
  });

  it('refuses the 6th try even with the right code', async () => {
    const number = phone();
    await send({ phone: number });
    const right = await inboxCode(handle, 'alpha', number);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify({ phone: number, code: wrong })).status).toBe(400);
    const sixth = await verify({ phone: number, code: right });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ success: false, error: 'Too many verification attempts. Please try again later.' });
  });

  it('keeps each tenant apart: a code sent on one site does not sign in on another', async () => {
    const number = phone();
    await send({ phone: number });
    const code = await inboxCode(handle, 'alpha', number);
    expect((await verify({ phone: number, code }, '203.0.113.10', 'beta.localhost')).status).toBe(400);
    expect((await verify({ phone: number, code })).status).toBe(200);
  });
});
