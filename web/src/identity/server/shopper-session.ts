import type { SupabaseClient } from '@supabase/supabase-js';
import { fromE164 } from '@/lib/phone-e164';
import { AUTH_COOKIE, authConfig } from '../../ports/auth/auth-config';
import { authClient } from './auth-client';
import { authCookieJar, type AuthCookieJar } from './auth-cookie-jar';

/** A signed-in shopper (SPEC 3 "User: phone, id"): the phone in national form (0412345678). */
export type Shopper = { id: string; phone: string; firstName: string | null };

/** The Supabase client of one request and the cookie jar it reads and writes. */
export type RequestAuth = { supabase: SupabaseClient; jar: AuthCookieJar; host: string };

/** https when the request came over TLS (directly, or as a proxy in front of the app reports). */
export function requestProtocol(url: URL, headers: Headers): 'http:' | 'https:' {
  return url.protocol === 'https:' || headers.get('x-forwarded-proto') === 'https' ? 'https:' : 'http:';
}

/** One Supabase client for one request (never shared between requests or shoppers). */
export function requestAuth(request: Request): RequestAuth {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const jar = authCookieJar(request.headers.get('cookie'));
  return { supabase: authClient(host, requestProtocol(url, request.headers), jar.methods), jar, host };
}

/** Whether the request carries a session cookie at all (no cookie: signed out, nothing to ask). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && cookieHeader.includes(`${AUTH_COOKIE}`);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Who the shopper is, decided by `getClaims()`: the access token's signature checked against the
 * auth service's published keys (refreshed first when it has expired, which rewrites the cookies),
 * never by trusting the stored session as it is. The local GoTrue signs per tenant host, so a
 * token issued on another tenant's host is not a session here.
 */
export async function shopperOf(auth: RequestAuth): Promise<Shopper | null> {
  const { data, error } = await auth.supabase.auth.getClaims();
  if (error || !data?.claims) return null;
  const claims = data.claims;
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !claims.phone) return null;
  if (authConfig().adapter === 'local-gotrue' && !issuedFor(claims.iss, auth.host)) return null;
  const metadata = (claims.user_metadata ?? {}) as Record<string, unknown>;
  return { id: claims.sub, phone: fromE164(String(claims.phone)), firstName: text(metadata.first_name) };
}

function issuedFor(issuer: unknown, host: string): boolean {
  try {
    return typeof issuer === 'string' && new URL(issuer).host === host;
  } catch {
    return false;
  }
}

/** The shopper of a route handler's request, with the jar to apply to its response (refreshes). */
export async function requestShopper(request: Request): Promise<{ shopper: Shopper | null; auth: RequestAuth }> {
  const auth = requestAuth(request);
  if (!hasSessionCookie(request.headers.get('cookie'))) return { shopper: null, auth };
  return { shopper: await shopperOf(auth), auth };
}

export { authCookieJar };
