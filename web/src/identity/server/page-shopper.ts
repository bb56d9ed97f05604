import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { matchGatedRoute, normaliseRoutePath, signInRedirect } from '@/tenancy/gated-route';
import { authClient } from './auth-client';
import { REQUESTED_PATH_HEADER } from './requested-path';
import { authCookieJar } from './auth-cookie-jar';
import { hasSessionCookie, shopperOf, type Shopper } from './shopper-session';

/**
 * The signed-in shopper of the page being rendered, or null. A server component cannot set
 * cookies: the proxy has already refreshed an expired session and handed the page the new ones.
 */
export async function pageShopper(): Promise<Shopper | null> {
  const incoming = await headers();
  const cookie = incoming.get('cookie');
  if (!hasSessionCookie(cookie)) return null;
  const host = incoming.get('host') ?? '';
  const jar = authCookieJar(cookie);
  const protocol = incoming.get('x-forwarded-proto') === 'https' ? 'https:' : 'http:';
  return shopperOf({ supabase: authClient(host, protocol, jar.methods), jar, host });
}

/** The page's own gate: a signed-out visitor is sent to sign-in, whatever the proxy did (SPEC 6). */
export async function requireShopper(type: string, path: string): Promise<Shopper> {
  const shopper = await pageShopper();
  if (!shopper) redirect(signInRedirect(path, '', `/${type}`));
  return shopper;
}

/**
 * The page's own gate, for a page that some tenants gate (site settings): on those tenants it
 * renders only for a signed-in shopper, so an address the proxy failed to recognise still cannot
 * open it. `addresses` are the paths this page module serves; the proxy's record of the
 * requested path picks the one asked for (all of them count when it is missing).
 */
export async function enforceGate(site: Pick<SiteConfig, 'gatedRoutes'>, addresses: readonly string[]): Promise<void> {
  if (!addresses.some((address) => matchGatedRoute(address, site.gatedRoutes))) return;
  const requested = normaliseRoutePath((await headers()).get(REQUESTED_PATH_HEADER) ?? '') ?? '';
  const own = addresses.filter((address) => matchGatedRoute(requested, [address]));
  const gated = (own.length > 0 ? own : addresses).map((address) => matchGatedRoute(address, site.gatedRoutes)).find(Boolean);
  if (gated && !(await pageShopper())) redirect(signInRedirect(requested && own.length > 0 ? requested : gated, '', gated));
}
