/**
 * The one check every `redirect`, `back` and `returnTo` parameter goes through: a path on this
 * site, or null. Browsers strip tabs and newlines from URLs and read `\` as `/`, so `/%09/evil.com`
 * and `/\evil.com` become `//evil.com`, another site; such input is refused, not repaired. The
 * answer is re-serialised by the URL parser, so it is always percent-encoded ASCII that can go in
 * a Location header.
 */
const BASE = 'http://same-site.invalid';
const MAX_LENGTH = 2048;
// Control characters, whitespace and backslashes have no place in a path we redirect to.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

export function sameSitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || FORBIDDEN.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Encoded tricks (`/%2F%2Fevil.com`, `/%5Cevil.com`, `/%09/x`) are refused too: some code
  // downstream decodes once more.
  if (decoded.startsWith('//') || FORBIDDEN.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same-site path a Referer names when it is this host's page, else null. */
export function sameSiteReferer(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const from = new URL(referer);
    return from.host === host ? sameSitePath(`${from.pathname}${from.search}`) : null;
  } catch {
    return null;
  }
}
