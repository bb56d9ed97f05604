/**
 * SPEC 7 lead_attributes: the pages visited in this browser session and the query parameters the
 * session arrived with (utm_*, gclid and the like), kept in sessionStorage and sent with a lead.
 */
const PAGES_KEY = 'leadTrail.pages';
const PARAMS_KEY = 'leadTrail.params';
const MAX_PAGES = 50;
const TRACKED = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|ref|source|campaign)$/i;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the lead goes without its trail.
  }
}

/** Records the current page (once per path) and any campaign parameters it carries. */
export function recordVisit(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const pages = read<unknown>(PAGES_KEY, []);
  const list = Array.isArray(pages) ? pages.filter((p): p is string => typeof p === 'string') : [];
  const path = `${location.pathname}${location.search}`.slice(0, 500);
  if (list[list.length - 1] !== path) write(PAGES_KEY, [...list, path].slice(-MAX_PAGES));
  const params = read<Record<string, string>>(PARAMS_KEY, {});
  const search = new URLSearchParams(location.search);
  let changed = false;
  for (const [key, value] of search) {
    if (TRACKED.test(key) && Object.keys(params).length < 30 && !(key in params)) {
      params[key] = value.slice(0, 500);
      changed = true;
    }
  }
  if (changed) write(PARAMS_KEY, params);
}

export function sessionAttributes(): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  const pages = read<unknown>(PAGES_KEY, []);
  const params = read<unknown>(PARAMS_KEY, {});
  return {
    visited_pages: Array.isArray(pages) ? pages.filter((p): p is string => typeof p === 'string').slice(-MAX_PAGES) : [],
    linked_query_params: params && typeof params === 'object' && !Array.isArray(params)
      ? Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {},
  };
}
