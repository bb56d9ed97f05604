import { formatRangeParam, parseRangeParam } from './range-param';
import {
  EMPTY_STATE,
  LIST_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  isListAttribute,
  isRangeAttribute,
  type SearchState,
} from './refinements';

/** Bounds on what a URL can ask for: a crafted URL must render a sensible page, not a huge one. */
export const MAX_PAGE = 1000;
const MAX_VALUES_PER_ATTRIBUTE = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_QUERY_LENGTH = 200;

export type UrlStateOptions = {
  /**
   * On a subscription site (SPEC 4) a car's page leads with its subscription price '/ week', so a
   * weekly price range means that price; elsewhere the weekly finance repayment the page states.
   */
  subscriptionSite?: boolean;
};

/** SPEC 3 refinement names for ranges kept under another attribute's name. */
function rangeAliases(options: UrlStateOptions) {
  return {
    price_range: 'price',
    weekly_price_range: options.subscriptionSite ? 'subscription_price' : 'weekly_repayment',
  } as const;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function entries(params: Params): Array<[string, string]> {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]));
}

/**
 * URL query parameters → search state (SPEC 2: query, page, sortBy, one parameter per filter
 * attribute). Unknown parameters are ignored, list values may repeat or be comma-free text, range
 * values are 'min:max'; junk is dropped rather than failing. `sortBy` must be one of `sortIndexes`.
 */
export function parseSearchParams(params: Params, sortIndexes: readonly string[] = [], options: UrlStateOptions = {}): SearchState {
  const aliases = rangeAliases(options);
  const state: SearchState = { ...EMPTY_STATE, lists: {}, ranges: {} };
  for (const [key, raw] of entries(params)) {
    const value = raw.trim();
    if (key === 'query') state.query = value.slice(0, MAX_QUERY_LENGTH);
    else if (key === 'page') {
      const page = /^\d{1,7}$/.test(value) ? Number(value) : 1;
      state.page = Math.min(Math.max(page, 1), MAX_PAGE);
    } else if (key === 'sortBy') state.sortBy = sortIndexes.includes(value) ? value : null;
    else if (isListAttribute(key)) {
      if (!value || value.length > MAX_VALUE_LENGTH) continue;
      const list = (state.lists[key] ??= []);
      if (!list.includes(value) && list.length < MAX_VALUES_PER_ATTRIBUTE) list.push(value);
    } else if (isRangeAttribute(key)) {
      const range = parseRangeParam(value);
      if (range) state.ranges[key] = range;
    } else if (key in aliases) {
      // SPEC 3 price_range (the price slider search) and weekly_price_range name the price and
      // weekly price ranges (the weekly figure each car's page states); the attribute's own
      // parameter wins.
      const attribute = aliases[key as keyof typeof aliases];
      const range = parseRangeParam(value);
      if (range && !entries(params).some(([name]) => name === attribute)) state.ranges[attribute] = range;
    }
  }
  return state;
}

/**
 * Search state → URL query text, in a stable order (attributes in spec order, values as chosen) so
 * equal states give equal URLs. Page 1, an empty query and the primary sort are omitted. Path
 * refinements (`inPath`) are left out: the path carries them.
 */
export function toSearchParams(state: SearchState, inPath: Partial<Record<string, string[]>> = {}): URLSearchParams {
  const out = new URLSearchParams();
  if (state.query.trim()) out.set('query', state.query.trim());
  for (const attribute of LIST_ATTRIBUTES) {
    const fromPath = inPath[attribute] ?? [];
    for (const value of state.lists[attribute] ?? []) if (!fromPath.includes(value)) out.append(attribute, value);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = formatRangeParam(state.ranges[attribute]);
    if (text) out.set(attribute, text);
  }
  if (state.sortBy) out.set('sortBy', state.sortBy);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Whether a URL carries anything beyond the landing page itself (for noindex). */
export function hasRefinementParams(state: SearchState, inPath: Partial<Record<string, string[]>> = {}): boolean {
  return toSearchParams(state, inPath).toString() !== '';
}
