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

/**
 * Pages asked for with one parameter and nothing else (`/blog?page=3`): the twin takes its value
 * as a segment (`/-plain/blog/-page/3`), so each is cached, and one that names nothing (a page
 * past the last) is a 404 decided as it is first rendered (per request it would be sent as a 200).
 */
const PARAMETER_TWINS: ReadonlyMap<string, string> = new Map([
  ['/blog', 'page'],
  ['/blog/vehicle-reviews', 'page'],
]);
// Letters, digits and dashes only: anything else stays a query of the per-request page.
const TWIN_VALUE = /^[A-Za-z0-9-]{1,200}$/;

/** The twin folder of a page asked for with one parameter: `/-{parameter}/[value]` under the page's own. */
const parameterSegment = (parameter: string) => `/-${parameter}/`;

function parameterTwin(pathname: string, search: string): string | null {
  const parameter = PARAMETER_TWINS.get(pathname);
  if (!parameter) return null;
  const query = new URLSearchParams(search);
  const values = query.getAll(parameter);
  const value = values[0];
  if ([...query.keys()].length !== values.length || values.length !== 1 || !value || !TWIN_VALUE.test(value)) return null;
  return `${QUERY_LESS_SEGMENT}${pathname}${parameterSegment(parameter)}${value}`;
}

/** The path a page request renders (before the tenant is prefixed): its twin when it has one for this query (or none). */
export function queryLessVariant(pathname: string, search: string): string {
  if (search === '') return hasTwin(pathname) ? `${QUERY_LESS_SEGMENT}${pathname}` : pathname;
  return parameterTwin(pathname, search) ?? pathname;
}

/** Every address with a twin, for the test that each has its page. */
export const routesWithTwin = (): string[] => [
  ...ROUTES_WITH_TWIN,
  `${SEARCH}/[[...segments]]`,
  ...[...FOLDERS_WITH_TWIN].map(([folder, slug]) => `${folder}${slug}`),
];

/** Every page with a twin per value of its parameter, and that twin's folder, for the test that each has its page. */
export const parameterTwins = (): [page: string, twin: string][] =>
  [...PARAMETER_TWINS].map(([page, parameter]) => [page, `${page}${parameterSegment(parameter)}[value]`]);

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
