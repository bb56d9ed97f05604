/**
 * Pages served whole from the full-route cache (route-cache-handler.mjs, and with Cache Components
 * the prerendered route's own entry): a route opts in with
 *
 *   export const generateStaticParams = renderedOnFirstRequest('slug');
 *
 * naming its segments below `[site]` (a catch-all as '...segments'). No tenant's path is rendered
 * at build time (tenants, pages and cars live in the database and the CMS): each tenant's path is
 * rendered on its first request, kept, and served to every shopper until one of the tags its cached
 * parts carry expires (cache-tags.ts). The rewritten path names the tenant
 * (/riverside-toyota/cars/…), so every entry is one tenant's.
 *
 * The build renders one path per route, on a site slug no tenant can have (BUILD_CHECK_SITE,
 * answered 404 before anything is read): Cache Components refuses an empty list, and a route whose
 * segments the build never saw named keeps only a shell, rendering the rest on every request.
 *
 * Such a route must read nothing of the request: no headers(), cookies() or searchParams, in the
 * page, its layouts or its not-found page. Per-shopper parts are client islands; an editor's
 * preview (draft mode) bypasses the cache and renders per request.
 */
export const BUILD_CHECK_SITE = '-build-check';

type BuildCheckParams = Record<string, string | string[]>;

export function renderedOnFirstRequest(...segments: string[]): () => Promise<BuildCheckParams[]> {
  const params: BuildCheckParams = { site: BUILD_CHECK_SITE };
  for (const segment of segments) {
    if (segment.startsWith('...')) params[segment.slice(3)] = [BUILD_CHECK_SITE];
    else params[segment] = BUILD_CHECK_SITE;
  }
  return async () => [params];
}
