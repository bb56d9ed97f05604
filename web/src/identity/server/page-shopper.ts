import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { matchGatedRoute, signInRedirect } from '@/tenancy/gated-route';
import { authClient } from './auth-client';
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
 * For a page that some tenants gate (site settings): on those tenants it renders only for a
 * signed-in shopper, so a path the proxy failed to recognise still cannot open it.
 */
export async function enforceGate(site: Pick<SiteConfig, 'gatedRoutes'>, path: string): Promise<void> {
  const gated = matchGatedRoute(path, site.gatedRoutes);
  if (gated && !(await pageShopper())) redirect(signInRedirect(path, '', gated));
}
