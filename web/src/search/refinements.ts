/**
 * The search refinement state of SPEC 3 ("Search refinement state"): query, page, sortBy and one
 * URL parameter per filter attribute. List attributes carry any number of values (repeated
 * parameters, OR within an attribute); range attributes carry one `min:max` text (SPEC 5).
 */
export const LIST_ATTRIBUTES = [
  'badge', 'status', 'car_type', 'categories', 'city', 'colour', 'dealership_name', 'filtered_features',
  'item_type', 'location_name', 'make', 'make_model', 'model', 'seats', 'body', 'drive', 'fuel',
  'transmission', 'state', 'tag', 'year', 'certified',
] as const;
export type ListAttribute = (typeof LIST_ATTRIBUTES)[number];

export const RANGE_ATTRIBUTES = ['price', 'km', 'subscription_price', 'weekly_repayment', 'created_at_timestamp'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export type Range = { min?: number; max?: number };

/** The shopper narrows by weekly repayment (InstantSearch's UI state holds that range). */
export const refinesWeeklyRepayment = (state: { range?: Record<string, unknown> }): boolean => state.range?.weekly_repayment !== undefined;

export type SearchState = {
  query: string;
  /** 1-based, as shown in the URL; 1 is omitted from URLs. */
  page: number;
  /** An index name (sort by replica), or null for the primary index. */
  sortBy: string | null;
  lists: Partial<Record<ListAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, Range>>;
};

export const EMPTY_STATE: SearchState = { query: '', page: 1, sortBy: null, lists: {}, ranges: {} };

const LIST_SET: ReadonlySet<string> = new Set(LIST_ATTRIBUTES);
const RANGE_SET: ReadonlySet<string> = new Set(RANGE_ATTRIBUTES);
export const isListAttribute = (name: string): name is ListAttribute => LIST_SET.has(name);
export const isRangeAttribute = (name: string): name is RangeAttribute => RANGE_SET.has(name);

/** Whether two states select the same cars (page and sort aside). */
export function sameSelection(a: SearchState, b: SearchState): boolean {
  const norm = (s: SearchState) => JSON.stringify([
    s.query.trim(),
    Object.entries(s.lists).filter(([, v]) => v && v.length > 0).map(([k, v]) => [k, [...(v ?? [])].sort()]).sort(),
    Object.entries(s.ranges).filter(([, r]) => r && (r.min !== undefined || r.max !== undefined)).map(([k, r]) => [k, r?.min ?? null, r?.max ?? null]).sort(),
  ]);
  return norm(a) === norm(b);
}

/**
 * The next state after a change (SPEC 2): page is removed whenever a filter or the query changes,
 * kept when only the page or the sort changes... except sort, which reorders, so page 3 of a new
 * order is meaningless: page resets on sort too, as InstantSearch does.
 */
export function applyChange(state: SearchState, change: Partial<SearchState>): SearchState {
  const next: SearchState = {
    query: change.query ?? state.query,
    page: change.page ?? state.page,
    sortBy: change.sortBy !== undefined ? change.sortBy : state.sortBy,
    lists: change.lists ? { ...state.lists, ...change.lists } : state.lists,
    ranges: change.ranges ? { ...state.ranges, ...change.ranges } : state.ranges,
  };
  const onlyPage = change.page !== undefined && Object.keys(change).every((key) => key === 'page');
  if (!onlyPage && (!sameSelection(state, next) || next.sortBy !== state.sortBy)) next.page = 1;
  return next;
}

/** Toggles one value of a list attribute (a refinement list checkbox). */
export function toggleValue(state: SearchState, attribute: ListAttribute, value: string): SearchState {
  const current = state.lists[attribute] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return applyChange(state, { lists: { [attribute]: values } });
}

/** Every refinement removed; the query too (Clear Filters). Sort is kept. */
export function clearRefinements(state: SearchState): SearchState {
  return { ...EMPTY_STATE, sortBy: state.sortBy };
}

/** How many refinements are active (for "Filters (3)"). */
export function refinementCount(state: SearchState): number {
  const lists = Object.values(state.lists).reduce((sum, values) => sum + (values?.length ?? 0), 0);
  const ranges = Object.values(state.ranges).filter((r) => r && (r.min !== undefined || r.max !== undefined)).length;
  return lists + ranges + (state.query.trim() ? 1 : 0);
}
