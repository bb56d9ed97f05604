/**
 * Pages served whole from the full-route cache (route-cache-handler.mjs): a route opts in with
 *
 *   export const generateStaticParams = renderedOnFirstRequest;
 *
 * No path is rendered at build time (tenants, pages and cars live in the database and the CMS):
 * each tenant's path is rendered on its first request, kept, and served to every shopper until
 * one of the tags its cached parts carry expires (cache-tags.ts). The rewritten path names the
 * tenant (/riverside-toyota/cars/…), so every entry is one tenant's.
 *
 * Such a route must read nothing of the request: no headers(), cookies() or searchParams, in the
 * page, its layouts or its not-found page (Next answers a 500, "Page changed from static to
 * dynamic at runtime", when a cached route does). Per-shopper parts are client islands; an
 * editor's preview (draft mode) bypasses the cache and renders per request.
 */
export async function renderedOnFirstRequest(): Promise<never[]> {
  return [];
}
