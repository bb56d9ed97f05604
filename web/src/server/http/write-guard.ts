/**
 * Cross-site protection for every write to the app's API (hardening finding 7): a browser write
 * from another site, including another tenant's host, is refused with 403; routes that take JSON
 * refuse any other body type with 415, so an HTML form on a foreign page (which can only send
 * form encodings without a CORS preflight) cannot submit to them. Calls without Origin and
 * Sec-Fetch-Site (a server, a webhook, curl) are not browsers acting for a visitor and pass.
 *
 * Not guarded: the search API (Algolia's protocol: read-only for tenants, and Algolia clients post
 * as text/plain by design) and the admin and webhook routes (their own keys and signatures).
 */
export type WriteRefusal = { status: 403 | 415; message: string };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNGUARDED = ['/api/search/', '/api/admin/', '/api/revalidate', '/api/payments/webhook'];
/** Routes whose body is JSON; the CV upload posts the file itself. */
const JSON_ONLY = ['/api/auth/', '/api/leads/', '/api/rate-limit', '/api/miscellaneous', '/api/trade-in/', '/api/watchlist/', '/api/cars/', '/api/reservations', '/api/checkout-journey', '/api/online-payments', '/api/spin-to-win'];
const JSON_EXCEPTIONS = ['/api/leads/uploads'];

export const CROSS_SITE_MESSAGE = 'This request came from another website and was not accepted.';
export const JSON_ONLY_MESSAGE = 'Send this request as JSON (Content-Type: application/json).';

const startsWithAny = (pathname: string, prefixes: readonly string[]) => prefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));

export function refuseWrite(method: string, pathname: string, headers: Headers): WriteRefusal | null {
  if (!UNSAFE.has(method.toUpperCase()) || !pathname.startsWith('/api/') || startsWithAny(pathname, UNGUARDED)) return null;
  if (isCrossSite(headers)) return { status: 403, message: CROSS_SITE_MESSAGE };
  if (startsWithAny(pathname, JSON_ONLY) && !startsWithAny(pathname, JSON_EXCEPTIONS) && hasBody(headers) && !isJson(headers.get('content-type'))) {
    return { status: 415, message: JSON_ONLY_MESSAGE };
  }
  return null;
}

function isCrossSite(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    // `Origin: null` comes from sandboxed frames and privacy-sensitive redirects: not this site.
    try {
      return new URL(origin).host !== (headers.get('host') ?? '');
    } catch {
      return true;
    }
  }
  const fetchSite = headers.get('sec-fetch-site');
  // `same-site` is a sibling subdomain: another tenant on the platform's domain.
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length !== '0') || headers.has('content-type');
}

function isJson(contentType: string | null): boolean {
  const media = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return media === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media);
}
