import { nosecone, type CspDirectives, type HostSource } from 'nosecone';

/**
 * Security headers of every response (hardening finding 8), built with `nosecone` rather than by
 * hand. The static set (no sniffing, referrer policy, permissions, cross-origin isolation that
 * does not break embeds) goes on every path from next.config.ts; the Content-Security-Policy is
 * per tenant (its analytics and map hosts), set by the proxy on every page and API answer.
 *
 * Scripts: `'self'` plus `'unsafe-inline'`, because the App Router streams the page's data as
 * inline scripts whose text differs per page; hashes cannot be known before the page renders,
 * and nonces would force every page to render per request and throw away the page cache. Every
 * other directive is locked down: no plugins, no <base> hijack, forms only to this site, frames
 * only from known video and map hosts, and framing only by this site and the Studio.
 */
export type TenantSources = {
  /** Google Analytics / Tag Manager, when the site has an id. */
  analytics: boolean;
  /** Google Maps (static images and embeds), when the site uses a hosted map. */
  maps: boolean;
  /** Algolia's hosts, when search runs on hosted Algolia. */
  algolia: boolean;
  /** Stripe.js and its card element's frames, when payments run on hosted Stripe. */
  stripe?: boolean;
  /** Origins allowed to frame the site: the Studio (Presentation). */
  studioOrigins: readonly string[];
  /** HTTPS origin: adds Strict-Transport-Security. */
  https: boolean;
};

const ANALYTICS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];
const MAPS_IMAGES = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com'];
const ALGOLIA = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
// Stripe's documented CSP for Stripe.js and Elements.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
// The hosted 360 spin viewer of cars with a spin_code (HOSTED_SPIN_ORIGIN of vehicle-page/hosted-spin;
// next.config loads this file, which cannot follow the app's import aliases, so the test ties the two).
const SPIN_FRAMES = ['https://spins.spincar.com'];

function directives(sources: TenantSources): CspDirectives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'", ...(sources.analytics ? ANALYTICS : []), ...(sources.stripe ? STRIPE_SCRIPTS : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...(sources.maps ? MAPS_IMAGES : []), ...(sources.analytics ? ANALYTICS : [])],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'https:'],
    connectSrc: ["'self'", ...(sources.algolia ? ALGOLIA : []), ...(sources.analytics ? ANALYTICS : []), ...(sources.stripe ? ['https://api.stripe.com'] : [])],
    frameSrc: ["'self'", ...VIDEO_FRAMES, ...SPIN_FRAMES, ...(sources.maps ? ['https://www.google.com'] : []), ...(sources.stripe ? STRIPE_FRAMES : [])],
    frameAncestors: ["'self'", ...(sources.studioOrigins as HostSource[])],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: sources.https,
  } as CspDirectives;
}

/** Headers that are the same for every path and tenant (next.config.ts `headers()`). */
export function staticSecurityHeaders(): Array<{ key: string; value: string }> {
  const headers = nosecone({
    contentSecurityPolicy: false,
    // Embedded videos and the image CDN do not send CORP headers: isolation would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: ['strict-origin-when-cross-origin'] },
    strictTransportSecurity: false,
    // frame-ancestors decides who may frame a page; X-Frame-Options would also block the Studio.
    xFrameOptions: false,
  });
  return [...headers.entries()].map(([key, value]) => ({ key, value })).concat({ key: 'Permissions-Policy', value: PERMISSIONS_POLICY });
}

/** Only the dealer locator's "use my location" may ask for anything: geolocation, on this site. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/** The tenant's Content-Security-Policy (and HSTS on HTTPS origins), for the proxy to set. */
export function tenantSecurityHeaders(sources: TenantSources): Record<string, string> {
  const headers = nosecone({
    contentSecurityPolicy: { directives: directives(sources) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: sources.https ? { maxAge: 31_536_000, includeSubDomains: false, preload: false } : false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return Object.fromEntries(headers.entries());
}

/** Origins that may frame the sites: the platform host (the local Studio) and hosted Studios. */
export function studioOrigins(rootDomain: string, port: string | undefined, configured: string | undefined): string[] {
  const local = rootDomain === 'localhost' || rootDomain.endsWith('.localhost');
  const platform = local ? `http://${rootDomain}:${port ?? '3000'}` : `https://${rootDomain}`;
  const extra = (configured ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  return [platform, 'https://*.sanity.studio', ...extra];
}
