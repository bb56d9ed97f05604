import { NextResponse, type NextRequest } from 'next/server';
import { getSiteConfig, type SiteConfig } from '@/content/site';
import { hasControlCharacters } from '@/lib/path-segment';
import { sameSiteReferer } from '@/server/http/same-site-path';
import { refuseWrite } from '@/server/http/write-guard';
import { proxySession } from '@/identity/server/proxy-session';
import { REQUESTED_PATH_HEADER } from '@/identity/server/requested-path';
import { signInTargets } from '@/identity/rules/sign-in-targets';
import { garageIsMissing } from '@/identity/rules/garage-availability';
import { receiptIsMissing } from '@/online-payment/server/receipt-preflight';
import { reservePageIsMissing } from '@/reserve/server/reserve-preflight';
import { printPageIsMissing } from '@/vehicle-page/print/print-preflight';
import { matchGatedRoute, signInRedirect } from '@/tenancy/gated-route';
import { demoPageIsMissing } from '@/tenancy/demo-pages';
import { isMissingPage, NOT_FOUND_SEGMENT, type MissingPageCheck } from '@/tenancy/missing-page';
import type { HostResolution } from '@/tenancy/resolve-host';
import { securityHeadersForSite } from '@/tenancy/tenant-security-headers';
import { publicAddress, queryLessVariant } from '@/tenancy/query-less-variant';
import { siteForHost } from '@/tenancy/site-for-host';

const BAD_ADDRESS = 'Bad request: this address is not valid.';
// The local GoTrue (/auth/v1/*) and payment processor (/v1/*) are APIs too: they answer on every tenant host, un-rewritten.
/** Local stand-ins of hosted services on the platform's own origin (their own handlers check methods). */
const isServicePath = (pathname: string) => pathname.startsWith('/content-lake/') || pathname.startsWith('/v1/');
const isApi = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/auth/v1/') || pathname.startsWith('/v1/');
/** The local Content Lake answers on the platform host only (its handler checks the token). */
const isContentLake = (pathname: string) => pathname === '/content-lake' || pathname.startsWith('/content-lake/');
/** The Studio `npm start` serves (platform host only); it sets its own Content-Security-Policy. */
const isStudio = (pathname: string) => pathname === '/studio' || pathname.startsWith('/studio/');

/**
 * Segment that no site slug can take (slugs are kebab-case), so it always renders the 404 page.
 * Its home page, whatever the path: that page is rendered once, so its 404 is decided before a
 * response starts (a page rendered per request would answer 200 with the 404 text).
 */
const NO_SITE = '_no-site';
const SIGN_IN = ['/sign-in'];

/** Pages that are a 404 for some tenants or browsers, decided before the page starts (tenancy/missing-page.ts). */
const MISSING_PAGE_CHECKS: readonly MissingPageCheck[] = [
  demoPageIsMissing,
  garageIsMissing,
  printPageIsMissing,
  receiptIsMissing,
  reservePageIsMissing,
];

/**
 * Tenancy: every page request is rewritten to `app/[site]/...` by its Host header. The platform
 * host shows the directory at `/`; any other path there, and any unknown or malformed host, is
 * rewritten to a segment that renders the 404 page.
 */
export async function proxy(request: NextRequest) {
  // The host is resolved, and its site read, once per request: the routing below and the
  // response's security headers both need them (both are memoised per tenant, not per request).
  const resolution = await siteForHost(request.headers.get('host'));
  const site = resolution.kind === 'site' ? await getSiteConfig(resolution.slug) : null;
  const response = await route(request, resolution, site);
  if (isStudio(request.nextUrl.pathname) && resolution.kind === 'platform') return response;
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  for (const [name, value] of securityHeadersForSite(site, secure)) response.headers.set(name, value);
  return response;
}

async function route(request: NextRequest, resolution: HostResolution, site: SiteConfig | null): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // Next decodes path segments into route params and answers a plain 500 when one is not valid
  // percent-encoding (scanners send `/%ZZ`); such an address is the client's error.
  // A decoded control character (`/cars/%00`) names no page and no record: refused here, before
  // it can reach a database query.
  const decoded = decodedPath(pathname);
  if (decoded === null || hasControlCharacters(decoded)) {
    if (isApi(pathname)) return NextResponse.json({ message: BAD_ADDRESS, status: 400 }, { status: 400 });
    return new NextResponse(BAD_ADDRESS, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (isApi(pathname)) {
    const refusal = refuseWrite(request.method, pathname, request.headers);
    if (refusal) return NextResponse.json({ error: refusal.message, message: refusal.message, status: refusal.status }, { status: refusal.status });
    // API routes resolve the tenant themselves.
    return NextResponse.next();
  }
  // Pages are read, never posted to (the app has no server actions): another method is a 405
  // with a message, not Next's empty 400 or a server-action parse error.
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isServicePath(pathname)) {
    return new NextResponse(`${request.method} is not allowed on this page.`, { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (resolution.kind === 'platform') {
    if (pathname === '/' || isContentLake(pathname) || isStudio(pathname)) return NextResponse.next();
    return rewrite(request, `/${NO_SITE}`);
  }
  if (isContentLake(pathname)) return NextResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 });
  if (resolution.kind === 'unknown') return rewrite(request, `/${NO_SITE}`);

  // The shopper's session (cookies read and refreshed here, SPEC 6): gated pages let signed-in
  // shoppers through and send others to sign-in; a signed-in visit to sign-in goes on.
  const session = await proxySession(request);
  // A query-less twin asked for by its own address is gated as the page it renders.
  const address = publicAddress(pathname);
  const gated = site ? matchGatedRoute(address, site.gatedRoutes) : null;
  const signedIn = session.shopperId !== null;
  if (gated && !signedIn) {
    const url = new URL(signInRedirect(address, search, gated, refererPath(request)), request.url);
    return session.finish(NextResponse.redirect(url));
  }
  if (signedIn && matchGatedRoute(pathname, SIGN_IN)) {
    const { redirect } = signInTargets(Object.fromEntries(request.nextUrl.searchParams));
    return session.finish(NextResponse.redirect(new URL(redirect, request.url)));
  }
  // The page's own gate reads which address was asked for (a client's copy of the header is replaced).
  const headers = new Headers(session.requestHeaders ?? request.headers);
  headers.set(REQUESTED_PATH_HEADER, pathname);
  if (site && (await isMissingPage(MISSING_PAGE_CHECKS, { pathname: address, searchParams: request.nextUrl.searchParams, site, cookies: request.cookies, shopperId: session.shopperId }))) {
    return session.finish(rewrite(request, `/${resolution.slug}${NOT_FOUND_SEGMENT}`, headers));
  }
  return session.finish(rewrite(request, `/${resolution.slug}${pathname === '/' ? '' : queryLessVariant(pathname, search)}`, headers));
}

/** The path percent-decoded, or null when it is not valid percent-encoding. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Pages served from the route cache would say `s-maxage=900, stale-while-revalidate` (Next's
 * default for them): a CDN or proxy in front would then keep a page past the change that expired
 * it here. Pages are fresh from this app on every request instead, as dynamic pages always were.
 */
const PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

function rewrite(request: NextRequest, pathname: string, headers?: Headers) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.rewrite(url, headers ? { request: { headers } } : undefined);
  response.headers.set('cache-control', PAGE_CACHE_CONTROL);
  return response;
}

function refererPath(request: NextRequest): string {
  return sameSiteReferer(request.headers.get('referer'), request.headers.get('host')) ?? '/';
}

export const config = {
  // Static files and images need no tenant (API routes pass only the address check above), nor
  // do the local Content Lake's uploaded assets (served on every host) or short image addresses
  // (`/img/…`, rewritten to Next's optimiser: components/ui/short-image-url.ts). Each folder of web/public
  // is listed: a path the proxy rewrites into a tenant folder is no longer the public file (404).
  matcher: ['/((?!_next/|img/|demo-stock/|demo-content/|content-assets/|badges/|icons.svg|favicon.ico|robots.txt|sitemap.xml).*)'],
};
