import { createClient, isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { DEMO_ANON_KEY } from '@/ports/auth/auth-config';
import { fromE164 } from '@/lib/phone-e164';
import { openMigratedPglite } from '../support/lead-fixtures';
import { lastCode, startLocalGoTrue, TestClock, type LocalGoTrueServer } from '../support/local-gotrue-server';

/**
 * The auth port contract: @supabase/supabase-js itself against the local GoTrue (always) and
 * against Supabase Auth when SUPABASE_URL, SUPABASE_ANON_KEY and a test phone with a fixed code
 * (SUPABASE_TEST_PHONE, SUPABASE_TEST_OTP; Authentication → Providers → Phone → test numbers) are
 * set. Checks that need a clock (expiry, the refresh reuse window) run on the local one only.
 */
type Target = {
  name: string;
  url: () => string;
  anonKey: string;
  /** A fresh phone in E.164 for each test (the hosted target has one test phone). */
  phone: () => string;
  code: (phone: string) => Promise<string>;
  clock: TestClock | null;
};

const clock = new TestClock();
let handle: OpenDatabase;
let alpha: LocalGoTrueServer;
let beta: LocalGoTrueServer;
let phoneSeq = 0;

beforeAll(async () => {
  handle = await openMigratedPglite();
  alpha = await startLocalGoTrue(handle.db, 'alpha', clock);
  beta = await startLocalGoTrue(handle.db, 'beta', clock);
});
afterAll(async () => {
  await alpha?.close();
  await beta?.close();
  await handle?.close();
});

const local: Target = {
  name: 'local GoTrue',
  url: () => alpha.url,
  anonKey: DEMO_ANON_KEY,
  phone: () => `+6141000${String((phoneSeq += 1)).padStart(4, '0')}`,
  code: (phone) => lastCode(handle.db, 'alpha', fromE164(phone)),
  clock,
};
const targets: Target[] = [local];
const hosted = process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY && process.env.SUPABASE_TEST_PHONE && process.env.SUPABASE_TEST_OTP;
if (hosted) {
  targets.push({
    name: 'Supabase Auth',
    url: () => process.env.SUPABASE_URL!,
    anonKey: process.env.SUPABASE_ANON_KEY!,
    phone: () => process.env.SUPABASE_TEST_PHONE!,
    code: async () => process.env.SUPABASE_TEST_OTP!,
    clock: null,
  });
} else {
  console.log('[auth contract] Supabase Auth skipped: set SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_TEST_PHONE and SUPABASE_TEST_OTP to run it');
}

const client = (target: Target, url = target.url()): SupabaseClient =>
  createClient(url, target.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

async function signIn(target: Target, phone = target.phone(), metadata: Record<string, unknown> = {}) {
  const supabase = client(target);
  const sent = await supabase.auth.signInWithOtp({ phone, options: { data: metadata } });
  expect(sent.error).toBeNull();
  const verified = await supabase.auth.verifyOtp({ phone, token: await target.code(phone), type: 'sms' });
  expect(verified.error).toBeNull();
  return { supabase, phone, session: verified.data.session! };
}

describe.each(targets)('auth port contract: $name', (target) => {
  it('sends a 6-digit code and signs the phone in with it, keeping the metadata', async () => {
    const phone = target.phone();
    const supabase = client(target);
    const sent = await supabase.auth.signInWithOtp({ phone, options: { data: { first_name: 'Ada', website: 'alpha', dealership_slug: 'alpha-dealer' } } });
    expect(sent.error).toBeNull();
    const code = await target.code(phone);
    expect(code).toMatch(/^\d{6}$/);
    const { data, error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user).toMatchObject({ phone: phone.slice(1), aud: 'authenticated', role: 'authenticated', is_anonymous: false });
    if (target.clock) expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ada', website: 'alpha', dealership_slug: 'alpha-dealer' });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
  });

  it('issues ES256 access tokens with GoTrue claims that getClaims verifies against the JWKS', async () => {
    const { supabase, phone, session } = await signIn(target);
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(header.kid).toEqual(expect.any(String));
    const { data, error } = await supabase.auth.getClaims(session.access_token);
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', phone: phone.slice(1), aal: 'aal1', is_anonymous: false });
    expect(data?.claims).toHaveProperty('session_id');
    expect(data?.claims).toHaveProperty('app_metadata');
    expect(data?.claims).toHaveProperty('user_metadata');
    expect(data?.claims.amr).toEqual([expect.objectContaining({ method: 'otp' })]);
    // Any JOSE library verifies it against the published keys.
    const jwks = createRemoteJWKSet(new URL(`${target.url()}/auth/v1/.well-known/jwks.json`));
    const verified = await jwtVerify(session.access_token, jwks, { audience: 'authenticated' });
    expect(verified.payload.sub).toBe(data?.claims.sub);
  });

  it('getUser answers the signed-in user', async () => {
    const { supabase, session } = await signIn(target);
    const { data, error } = await supabase.auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(session.user.id);
  });

  it('refuses a wrong code with otp_expired (403)', async () => {
    const phone = target.phone();
    const supabase = client(target);
    await supabase.auth.signInWithOtp({ phone });
    const right = await target.code(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const { error } = await supabase.auth.verifyOtp({ phone, token: wrong, type: 'sms' });
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses a second code within 60 s with the seconds left', async () => {
    const phone = target.phone();
    const supabase = client(target);
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    const { error } = await supabase.auth.signInWithOtp({ phone });
    expect(error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('rotates refresh tokens and ends the session on sign-out', async () => {
    const { supabase, session } = await signIn(target);
    const refreshed = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    await supabase.auth.setSession({ access_token: refreshed.data.session!.access_token, refresh_token: refreshed.data.session!.refresh_token });
    expect((await supabase.auth.signOut()).error).toBeNull();
    const after = await client(target).auth.getUser(refreshed.data.session!.access_token);
    expect(after.error).not.toBeNull();
    const reuse = await client(target).auth.refreshSession({ refresh_token: refreshed.data.session!.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400 });
    expect(reuse.data.session).toBeNull();
  });
});

describe('local GoTrue: what only its clock and database can show', () => {
  it('answers like Supabase without an apikey, and with a wrong one', async () => {
    const missing = await fetch(`${alpha.url}/auth/v1/otp`, { method: 'POST', body: JSON.stringify({ phone: '+61410000000' }), headers: { 'content-type': 'application/json' } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${alpha.url}/auth/v1/otp`, { method: 'POST', body: '{}', headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('answers errors in GoTrue shapes with X-Supabase-Api-Version', async () => {
    const response = await fetch(`${alpha.url}/auth/v1/otp`, { method: 'POST', body: JSON.stringify({ phone: 'abc' }), headers: { apikey: DEMO_ANON_KEY, 'x-supabase-api-version': '2024-01-01' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
    const legacy = await fetch(`${alpha.url}/auth/v1/otp`, { method: 'POST', body: JSON.stringify({ phone: 'abc' }), headers: { apikey: DEMO_ANON_KEY } });
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Invalid phone number format (E.164 required)' });
  });

  it('answers a first code to a new phone with {} as the sign-up path of GoTrue does, and names the message once the phone is confirmed', async () => {
    const phone = local.phone();
    const first = await client(local).auth.signInWithOtp({ phone });
    expect(first).toMatchObject({ error: null, data: { user: null, session: null } });
    expect(first.data.messageId).toBeUndefined();
    await client(local).auth.verifyOtp({ phone, token: await local.code(phone), type: 'sms' });
    clock.advance(61);
    const again = await client(local).auth.signInWithOtp({ phone });
    expect(again.error).toBeNull();
    expect(again.data.messageId).toEqual(expect.any(String));
  });

  it('answers a message the SMS provider refused with sms_send_failed (400), as GoTrue does', async () => {
    const refusing = await startLocalGoTrue(handle.db, 'gamma', clock, undefined, {
      adapter: 'twilio',
      sendSms: async () => {
        throw new Error('The provider refused the message.');
      },
    });
    try {
      const { error } = await client(local, refusing.url).auth.signInWithOtp({ phone: local.phone() });
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 400, code: 'sms_send_failed' });
      expect(error?.message).toMatch(/^Error sending sms OTP: /);
    } finally {
      await refusing.close();
    }
  });

  it('stores codes and refresh tokens only as hashes', async () => {
    const { session, phone } = await signIn(local);
    const code = await local.code(phone);
    const codes = await handle.db.selectFrom('auth_otp_codes').select(['code_hash', 'salt']).execute();
    expect(codes.every((c) => c.code_hash !== code && !c.code_hash.includes(code))).toBe(true);
    const tokens = await handle.db.selectFrom('auth_refresh_tokens').select('token_hash').execute();
    expect(tokens.some((t) => t.token_hash === session.refresh_token)).toBe(false);
  });

  it('voids a code after its 5th wrong try: the right one is then refused', async () => {
    const phone = local.phone();
    const supabase = client(local);
    await supabase.auth.signInWithOtp({ phone });
    const right = await local.code(phone);
    const wrong = right === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await supabase.auth.verifyOtp({ phone, token: wrong, type: 'sms' })).error?.code).toBe('otp_expired');
    const sixth = await supabase.auth.verifyOtp({ phone, token: right, type: 'sms' });
    expect(sixth.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('lets a code live 5 minutes', async () => {
    const phone = local.phone();
    const supabase = client(local);
    await supabase.auth.signInWithOtp({ phone });
    const code = await local.code(phone);
    clock.advance(301);
    expect((await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' })).error?.code).toBe('otp_expired');
    // A minute has passed too, so a new code may be sent, and it works.
    expect((await supabase.auth.signInWithOtp({ phone })).error).toBeNull();
    expect((await supabase.auth.verifyOtp({ phone, token: await local.code(phone), type: 'sms' })).error).toBeNull();
  });

  it('gives a refresh token used twice within 10 s a session, and ends the session when it is replayed later', async () => {
    const { session } = await signIn(local);
    const first = await client(local).auth.refreshSession({ refresh_token: session.refresh_token });
    const twin = await client(local).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(twin.error).toBeNull();
    clock.advance(11);
    const replay = await client(local).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The theft response ends the session: the legitimate child no longer works either.
    const child = await client(local).auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(child.error).toMatchObject({ status: 400 });
  });

  it('expires access tokens after an hour', async () => {
    const { session } = await signIn(local);
    clock.advance(3601);
    const { error } = await client(local).auth.getUser(session.access_token);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('keeps tenants apart: a phone is a different user per site, and a token does not open another site', async () => {
    const phone = local.phone();
    const a = await signIn(local, phone);
    const atBeta = await client(local, beta.url).auth.getUser(a.session.access_token);
    expect(atBeta.error).toMatchObject({ status: 403 });
    const b = client(local, beta.url);
    expect((await b.auth.signInWithOtp({ phone })).error).toBeNull();
    const code = await lastCode(handle.db, 'beta', fromE164(phone));
    const verified = await b.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(verified.data.user?.id).not.toBe(a.session.user.id);
  });

  it('sends at most 5 codes an hour to one phone', async () => {
    const phone = local.phone();
    const supabase = client(local);
    const results: (string | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      results.push((await supabase.auth.signInWithOtp({ phone })).error?.code ?? null);
      clock.advance(61);
    }
    expect(results).toEqual([null, null, null, null, null, 'over_sms_send_rate_limit']);
  });
});
