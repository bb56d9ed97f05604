import { getSiteConfig } from '@/content/site';
import { serverEnv } from '@/server/env';
import { studioOrigins, tenantSecurityHeaders } from '@/server/http/security-headers';
import { siteForHost } from './site-for-host';

/**
 * The Content-Security-Policy (and HSTS) for a response to `host`: the tenant's own analytics
 * and map hosts, hosted Algolia when search runs there, and the Studio as the only other origin
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
    studioOrigins: studioOrigins(env.ROOT_DOMAIN, process.env.PORT, env.STUDIO_ORIGINS),
    https: secure,
  });
}
