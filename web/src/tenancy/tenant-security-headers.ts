import type { SiteConfig } from '@/content/site';
import { serverEnv } from '@/server/env';
import { studioOrigins, tenantSecurityHeaders } from '@/server/http/security-headers';

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/** Stands for "no tenant" (the platform host, an unknown host) as a key of the memo below. */
const NO_SITE = {};
const remembered = new WeakMap<object, { http?: SecurityHeaders; https?: SecurityHeaders }>();

/**
 * The Content-Security-Policy (and HSTS) for a response of one tenant (null: the platform host or
 * a host we do not serve): the tenant's own analytics and map hosts, hosted Algolia when search
 * runs there, Stripe.js when payments run on Stripe, and the Studio as the only other origin
 * allowed to frame the site (Presentation); the platform gets the policy without a tenant's extras.
 *
 * Built once per config and scheme: the proxy sets them on every response, and the config is
 * one memoised object until the site changes (a changed config is a new object, so its policy is
 * built afresh). The environment they read is fixed for the life of the process.
 */
export function securityHeadersForSite(site: SiteConfig | null, secure: boolean): SecurityHeaders {
  const key = site ?? NO_SITE;
  let byScheme = remembered.get(key);
  if (!byScheme) {
    byScheme = {};
    remembered.set(key, byScheme);
  }
  const scheme = secure ? 'https' : 'http';
  return (byScheme[scheme] ??= Object.freeze(Object.entries(buildSecurityHeaders(site, secure)).map(([name, value]) => Object.freeze([name, value] as const))));
}

function buildSecurityHeaders(site: SiteConfig | null, secure: boolean): Record<string, string> {
  const env = serverEnv();
  return tenantSecurityHeaders({
    analytics: Boolean(site?.analytics.gaId),
    maps: false,
    algolia: Boolean(env.ALGOLIA_APP_ID),
    stripe: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET),
    studioOrigins: studioOrigins(env.ROOT_DOMAIN, process.env.PORT, env.STUDIO_ORIGINS),
    https: secure,
  });
}
