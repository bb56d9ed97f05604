import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { handleSession, handleSignOut } from '@/identity/server/sign-in-routes';
import { identityTestApp, signedInCookie, type IdentityTestApp } from '../support/identity-fixtures';
import { leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

/**
 * The session as the hosted path runs it: the app's own @supabase/ssr server client
 * (`shopperAuthClient`, one per request, tokens in an HttpOnly cookie) over real HTTP to a GoTrue
 * (here the local one, speaking Supabase's wire protocol), through the app's route handlers: a
 * signed-in request, an expired access token refreshed from the cookie (new cookie, never cached),
 * and sign-out ending the session for good.
 */
const sites = { 'alpha.localhost': leadTestSite() };
const PHONE = '0411777001';
let handle: OpenDatabase;
let app: IdentityTestApp;

beforeAll(async () => {
  handle = await openMigratedPglite();
  app = await identityTestApp(handle, sites);
}, 300_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const request = (path: string, cookie: string, method = 'GET') =>
  new Request(`http://alpha.localhost${path}`, { method, headers: { host: 'alpha.localhost', cookie, 'content-type': 'application/json', 'x-dealer-socket-address': '192.0.2.77' }, ...(method === 'POST' ? { body: '{}' } : {}) });
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).filter((pair) => !pair!.endsWith('=')).join('; ');

describe('the shopper session through @supabase/ssr cookies', () => {
  it('reads the session from the cookie, refreshes an expired access token from it, and sign-out ends it', async () => {
    const cookie = await signedInCookie(app, handle, 'alpha.localhost', 'alpha', PHONE);
    expect(cookie).toMatch(/^sb-shopper-auth-token=base64-/);

    const fresh = await handleSession(request('/api/auth/session', cookie), app.deps);
    expect(await fresh.json()).toMatchObject({ signedIn: true, shopper: { phone: PHONE } });
    expect(cookiesOf(fresh)).toEqual([]);

    // An hour and a bit later the access token has expired: the client refreshes it with the
    // cookie's refresh token and writes the new session back, with no-store cache headers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3700 * 1000 });
    const refreshed = await handleSession(request('/api/auth/session', cookie), app.deps);
    expect(await refreshed.json()).toMatchObject({ signedIn: true, shopper: { phone: PHONE } });
    const rewritten = cookiesOf(refreshed);
    expect(rewritten.some((c) => /^sb-shopper-auth-token=base64-.+HttpOnly/.test(c))).toBe(true);
    expect(refreshed.headers.get('cache-control')).toMatch(/no-store/);
    const renewed = cookieHeader(rewritten);
    expect(renewed).not.toBe(cookie);

    const signedOut = await handleSignOut(request('/api/auth/sign-out', renewed, 'POST'), app.deps);
    expect(await signedOut.json()).toEqual({ success: true });
    expect(cookiesOf(signedOut).some((c) => /^sb-shopper-auth-token=;.*Max-Age=0/.test(c))).toBe(true);

    // The revoked session cannot come back: once its access token expires, its refresh token is refused.
    vi.setSystemTime(Date.now() + 3700 * 1000);
    const replay = await handleSession(request('/api/auth/session', renewed), app.deps);
    expect(await replay.json()).toEqual({ signedIn: false, shopper: null });
  });
});
