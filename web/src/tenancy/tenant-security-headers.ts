import { getSiteConfig } from '@/content/site';
import { serverEnv } from '@/server/env';
import { studioOrigins, tenantSecurityHeaders } from '@/server/http/security-headers';
import { siteForHost } from './site-for-host';

/**
 * The Content-Security-Policy (and HSTS) for a response to `host`: the tenant's own analytics
 * and map hosts, hosted Algolia when search runs there, Stripe.js when payments run on Stripe, and the Studio as the only other origin
 * allowed to frame the site (Presentation). The platform host gets the same policy without a
 * tenant's extras.
 */
export async function securityHeadersForHost(host: string | null, secure: boolean): Promise<Record<string, string>> {
  const env = serverEnv();
  const resolution = await siteForHost(host);
  const site = resolution.kind === 'site' ? await getSiteConfig(resolution.slug) : null;
  return tenantSecurityHeaders({
    analytics: Boolean(site?.analytics.gaId),
    maps: false,
    algolia: Boolean(env.ALGOLIA_APP_ID),
    stripe: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET),
    studioOrigins: studioOrigins(env.ROOT_DOMAIN, process.env.PORT, env.STUDIO_ORIGINS),
    https: secure,
  });
}
