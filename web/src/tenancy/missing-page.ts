import type { SiteConfig } from '@/content/site';

/**
 * Pages that are a 404 for some requests (a tenant without the feature, a receipt of another
 * browser) are decided in the proxy, before the page starts: a page sends its static shell first,
 * and its status with it, so a notFound() decided per request while it renders would reach the
 * shopper as a 200 with the not-found text. Such a request is rewritten to this tenant path, a
 * page that is always the tenant's 404 (app/[site]/-not-found; slugs never start with a dash).
 */
export const NOT_FOUND_SEGMENT = '/-not-found';

/** The browser's cookies as a page request offers them (NextRequest's, or next/headers' cookies()). */
export type CookieReader = { get(name: string): { value: string } | undefined };

/** What a check may read of a page request: the shopper's address, the tenant, the browser's cookies. */
export type PageRequest = { pathname: string; searchParams: URLSearchParams; site: SiteConfig; cookies: CookieReader; shopperId: string | null };

/** True when the request names no page this tenant has for this browser. Cheap for every other path. */
export type MissingPageCheck = (request: PageRequest) => boolean | Promise<boolean>;

/**
 * Whether any check finds the request names no page. A check that cannot answer (the database is
 * down) leaves the decision to the page, which has its own 404 and error pages.
 */
export async function isMissingPage(checks: readonly MissingPageCheck[], request: PageRequest): Promise<boolean> {
  for (const check of checks) {
    try {
      if (await check(request)) return true;
    } catch (error) {
      console.error(`[proxy] could not check whether ${request.pathname} is a page`, error instanceof Error ? error.message : error);
    }
  }
  return false;
}

/** A query parameter given exactly once (a repeated one names nothing, as the pages read it). */
export function singleParam(searchParams: URLSearchParams, name: string): string | undefined {
  const values = searchParams.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}
