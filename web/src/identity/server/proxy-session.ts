import type { NextRequest, NextResponse } from 'next/server';
import { authClient } from './auth-client';
import { authCookieJar } from './auth-cookie-jar';
import { hasSessionCookie, requestProtocol, shopperOf } from './shopper-session';

export type ProxySession = {
  /** The signed-in shopper's id; null when signed out. */
  shopperId: string | null;
  /** The request headers the page should see (refreshed session cookies), when they changed. */
  requestHeaders: Headers | undefined;
  /** Writes refreshed or cleared cookies, and the no-store headers that go with them, to the response. */
  finish<T extends NextResponse>(response: T): T;
};

const SIGNED_OUT: ProxySession = { shopperId: null, requestHeaders: undefined, finish: (response) => response };

/**
 * The proxy's view of the session (@supabase/ssr in middleware): one client for this request
 * reads the cookies, `getClaims()` verifies the access token (refreshing it when expired), and
 * whatever cookies that wrote go both to the page (request headers) and to the browser. A
 * request without a session cookie costs nothing, so cached pages stay cached for visitors.
 */
export async function proxySession(request: NextRequest): Promise<ProxySession> {
  const cookie = request.headers.get('cookie');
  if (!hasSessionCookie(cookie)) return SIGNED_OUT;
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const jar = authCookieJar(cookie);
  const supabase = authClient(host, requestProtocol(request.nextUrl, request.headers), jar.methods);
  let shopperId: string | null = null;
  try {
    shopperId = (await shopperOf({ supabase, jar, host }))?.id ?? null;
  } catch (error) {
    console.error('[identity] session check failed', error instanceof Error ? error.message : error);
  }
  if (!jar.changed()) return { ...SIGNED_OUT, shopperId };
  const headers = new Headers(request.headers);
  headers.set('cookie', jar.cookieHeader());
  return {
    shopperId,
    requestHeaders: headers,
    finish(response) {
      jar.applyTo(response.headers);
      return response;
    },
  };
}
