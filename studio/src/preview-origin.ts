/**
 * Where the tenant sites run for previews. Locally each site answers on `<slug>.localhost:3000`
 * (the Studio `npm start` serves takes the port it is served on); in production set
 * SANITY_STUDIO_PREVIEW_ORIGIN to the platform's origin (e.g. https://sites.example.com.au) and
 * sites answer on `<slug>.sites.example.com.au`.
 */
const servedFrom = typeof window !== 'undefined' && /^http:\/\/localhost:\d+$/.test(window.location?.origin ?? '') ? window.location.origin : null;
export const PREVIEW_ORIGIN = new URL(process.env.SANITY_STUDIO_PREVIEW_ORIGIN || servedFrom || 'http://localhost:3000');

/** The origin of one tenant's site. */
export function tenantOrigin(slug: string): string {
  return `${PREVIEW_ORIGIN.protocol}//${slug}.${PREVIEW_ORIGIN.host}`;
}

/** Every tenant origin the Presentation tool may frame. */
export const ALLOWED_ORIGINS = [PREVIEW_ORIGIN.origin, `${PREVIEW_ORIGIN.protocol}//*.${PREVIEW_ORIGIN.host}`];

/** The tenant slug of a preview URL's host, or null for the directory (the bare origin). */
export function tenantOfHost(hostname: string): string | null {
  const root = PREVIEW_ORIGIN.hostname;
  if (!hostname.endsWith(`.${root}`)) return null;
  const slug = hostname.slice(0, -root.length - 1);
  return /^[a-z0-9-]+$/.test(slug) ? slug : null;
}

/** A page's path on its site: "home" is the home page. */
export function pagePath(slug: string | undefined): string {
  return !slug || slug === 'home' ? '/' : `/${slug}`;
}
