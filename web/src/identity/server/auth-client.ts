import { createServerClient, type CookieMethodsServer } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_COOKIE, authConfig } from '../../ports/auth/auth-config';
import { appGoTrueDeps } from './app-gotrue-deps';
import { handleLocalGoTrue } from '../../ports/auth/local-gotrue/handler';

export type AuthCookies = CookieMethodsServer;

/**
 * In the embedded mode the server's Supabase client talks to the local GoTrue in process: the
 * same HTTP requests and answers, without a trip through the network to itself.
 */
function inProcessFetch(): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/auth\/v1/, '');
    return handleLocalGoTrue(request, path, await appGoTrueDeps(), null);
  };
}

/**
 * One Supabase client for one request (never shared): @supabase/ssr keeps the session in the
 * shopper's cookies, read with `getAll` and written back, refreshed, through `setAll`.
 * `host` is the tenant host the request came to (the local GoTrue is per tenant).
 */
export function authClient(host: string, protocol: 'http:' | 'https:', cookies: AuthCookies): SupabaseClient {
  const config = authConfig();
  const local = config.adapter === 'local-gotrue';
  return shopperAuthClient(local ? `${protocol}//${host}` : config.url, config.anonKey, cookies, protocol === 'https:', local ? inProcessFetch() : undefined);
}

/** The @supabase/ssr server client with the app's cookie settings, for an auth service at `url`. */
export function shopperAuthClient(url: string, anonKey: string, cookies: AuthCookies, secure: boolean, fetchImpl?: typeof fetch): SupabaseClient {
  return createServerClient(url, anonKey, {
    cookies: { ...cookies, encode: 'tokens-only' },
    // Only the server reads the session cookie: scripts on the page never see the tokens.
    cookieOptions: { name: AUTH_COOKIE, httpOnly: true, sameSite: 'lax', secure, path: '/' },
    auth: { flowType: 'implicit', autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  });
}
