/**
 * Pages that read their query string (a car_id, a page number, a filter) are rendered per request,
 * but most visits ask for them without one. Such a visit is rewritten to the page's query-less
 * twin under app/[site]/-plain (a name no tenant page can have: slugs start with a letter or digit), which
 * reads nothing of the request and is served whole from the route cache
 * (server/cache/route-cache.ts). Any query keeps the per-request page.
 */
import { normaliseRoutePath } from './gated-route';

export const QUERY_LESS_SEGMENT = '/-plain';

/** The addresses with a query-less twin (the folder of each under app/[site]/-plain). */
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
  '/special-offers',
  '/book-test-drive',
  '/finance',
  '/apply-for-finance',
  '/finance-and-insurance',
  '/trade-in',
  '/cars/trade-in',
  '/sell-my-car',
  '/sell-your-car',
]);

/** Addresses with one slug after a folder (a location): the twin is that folder's [slug] page. */
const FOLDERS_WITH_TWIN: ReadonlyMap<string, string> = new Map([['/contact-us/', '[location]']]);

const isSlugUnder = (pathname: string, folder: string) => pathname.startsWith(folder) && pathname.length > folder.length && !pathname.includes('/', folder.length);

/** The stock search: every landing path (/search/used-cars, /search/toyota/corolla ...) has one twin. */
const SEARCH = '/search';

const hasTwin = (pathname: string) =>
  ROUTES_WITH_TWIN.has(pathname) || pathname === SEARCH || pathname.startsWith(`${SEARCH}/`) || [...FOLDERS_WITH_TWIN.keys()].some((folder) => isSlugUnder(pathname, folder));

/** The path a page request renders (before the tenant is prefixed): its twin when it has one and no query. */
export function queryLessVariant(pathname: string, search: string): string {
  return search === '' && hasTwin(pathname) ? `${QUERY_LESS_SEGMENT}${pathname}` : pathname;
}

/** Every address with a twin, for the test that each has its page. */
export const routesWithTwin = (): string[] => [
  ...ROUTES_WITH_TWIN,
  `${SEARCH}/[[...segments]]`,
  ...[...FOLDERS_WITH_TWIN].map(([folder, slug]) => `${folder}${slug}`),
];

/**
 * The address a request stands for, as the gates must see it: a twin's own address asked for
 * directly (`/-plain/trade-in`) is the page it renders (/trade-in). A twin
 * reads nothing of the request, so it cannot run the page's own gate: the proxy's is its gate.
 */
export function publicAddress(pathname: string): string {
  const path = normaliseRoutePath(pathname);
  if (path === null || !(path === QUERY_LESS_SEGMENT || path.startsWith(`${QUERY_LESS_SEGMENT}/`))) return pathname;
  return path.slice(QUERY_LESS_SEGMENT.length) || '/';
}
