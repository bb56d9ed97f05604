/**
 * Pages that read their query string (a car_id, a page number, a filter) are rendered per request,
 * but most visits ask for them without one. Such a visit is rewritten to the page's query-less
 * twin under app/[site]/_plain (a folder named `%5Fplain`: Next keeps `_` folders private), which
 * reads nothing of the request and is served whole from the route cache
 * (server/cache/route-cache.ts). Any query keeps the per-request page.
 */
export const QUERY_LESS_SEGMENT = '/_plain';

/** The addresses with a query-less twin (the folder of each under app/[site]/%5Fplain). */
const ROUTES_WITH_TWIN: ReadonlySet<string> = new Set([
  '/contact',
  '/contact-us',
  '/models',
  '/blog',
  '/blog/vehicle-reviews',
  '/careers',
  '/fleet',
  '/service',
  '/pages/book-a-service',
  '/vehicle-parts-and-accessories',
  '/dealer-locator',
]);

/** The stock search: every landing path (/search/used-cars, /search/toyota/corolla ...) has one twin. */
const SEARCH = '/search';

const hasTwin = (pathname: string) => ROUTES_WITH_TWIN.has(pathname) || pathname === SEARCH || pathname.startsWith(`${SEARCH}/`);

/** The path a page request renders (before the tenant is prefixed): its twin when it has one and no query. */
export function queryLessVariant(pathname: string, search: string): string {
  return search === '' && hasTwin(pathname) ? `${QUERY_LESS_SEGMENT}${pathname}` : pathname;
}

/** Every address with a twin, for the test that each has its page. */
export const routesWithTwin = (): string[] => [...ROUTES_WITH_TWIN, `${SEARCH}/[[...segments]]`];
