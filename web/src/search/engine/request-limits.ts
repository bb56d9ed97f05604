import { badRequest } from './errors';

/**
 * What one request to the local engine may ask for. Every limit is checked before any search work
 * starts, and an over-limit request gets Algolia's error shape (400, `{ message, status }`), so one
 * request can neither exhaust memory nor hold the event loop for the other tenants. Where Algolia
 * documents a limit the same number is used, so a request that passes here passes in production.
 */
export const SEARCH_LIMITS = {
  /** Bytes of a request body (the HTTP route refuses larger bodies before reading them whole). */
  bodyBytes: 256 * 1024,
  /** Queries in one multi-query call; Algolia's clients batch at most 50. */
  queriesPerRequest: 50,
  /** Hits per query (Algolia: hitsPerPage and length are at most 1,000). */
  hitsPerQuery: 1000,
  /** Hits summed over the queries of one call: 50 queries of 1,000 full records would be ~250 MB. */
  hitsPerRequest: 1000,
  /** Facet values per facet (Algolia: maxValuesPerFacet is at most 1,000). */
  valuesPerFacet: 1000,
  /** The query string, in UTF-8 bytes (Algolia: 512). */
  queryBytes: 512,
  /** Words of a query that take part in matching; Algolia also stops considering words past a limit. */
  queryWords: 32,
  /** A `filters` string, and all filter strings of one query together (facet/numeric/tag filters). */
  filterChars: 8 * 1024,
  /** One token of a filter (an attribute name or a value). */
  filterTokenChars: 512,
  /** Parentheses nested inside a `filters` string. */
  filterDepth: 16,
  /** Filter conditions in one query, all filter parameters together. */
  filterConditions: 512,
  /** Highlight and snippet tags (`highlightPreTag`, `highlightPostTag`, `snippetEllipsisText`). */
  tagChars: 100,
  /** Entries of an attribute list parameter (attributesToRetrieve, facets, ...). */
  listEntries: 100,
  /** A facet query (search for facet values). */
  facetQueryChars: 512,
  /** Bytes of one response (after the caps above a response is far smaller; this is the backstop). */
  responseBytes: 10 * 1024 * 1024,
} as const;

/** Index settings that Algolia does not take as query parameters: naming them is a 400. */
export const SETTINGS_ONLY_PARAMETERS = ['ranking', 'customRanking'] as const;

export const tooLarge = (what: string, limit: number, unit = '') =>
  badRequest(`${what} exceeds the limit of ${limit.toLocaleString('en-AU')}${unit}`);

export function checkQueryCount(count: number): void {
  if (count > SEARCH_LIMITS.queriesPerRequest) throw tooLarge('Number of queries in one request', SEARCH_LIMITS.queriesPerRequest);
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** Checks the parameters of one query against the limits (after parsing, before matching). */
export function checkQueryParams(params: {
  query?: string;
  hitsPerPage?: number;
  length?: number;
  offset?: number;
  maxValuesPerFacet?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetQuery?: string;
  filters?: string;
  facetFilters?: unknown;
  numericFilters?: unknown;
  tagFilters?: unknown;
  optionalFilters?: unknown;
  lists: Array<readonly string[] | undefined>;
}): void {
  if (params.query !== undefined && utf8Length(params.query) > SEARCH_LIMITS.queryBytes) {
    throw tooLarge('Query', SEARCH_LIMITS.queryBytes, ' bytes');
  }
  for (const [name, value] of [['hitsPerPage', params.hitsPerPage], ['length', params.length]] as const) {
    if (value !== undefined && (value < 0 || value > SEARCH_LIMITS.hitsPerQuery)) {
      throw badRequest(`${name} must be between 0 and ${SEARCH_LIMITS.hitsPerQuery.toLocaleString('en-AU')}`);
    }
  }
  if (params.maxValuesPerFacet !== undefined && params.maxValuesPerFacet > SEARCH_LIMITS.valuesPerFacet) {
    throw badRequest(`maxValuesPerFacet must be at most ${SEARCH_LIMITS.valuesPerFacet.toLocaleString('en-AU')}`);
  }
  for (const [name, value] of [
    ['highlightPreTag', params.highlightPreTag],
    ['highlightPostTag', params.highlightPostTag],
    ['snippetEllipsisText', params.snippetEllipsisText],
  ] as const) {
    if (value !== undefined && value.length > SEARCH_LIMITS.tagChars) throw tooLarge(name, SEARCH_LIMITS.tagChars, ' characters');
  }
  if (params.facetQuery !== undefined && params.facetQuery.length > SEARCH_LIMITS.facetQueryChars) {
    throw tooLarge('facetQuery', SEARCH_LIMITS.facetQueryChars, ' characters');
  }
  for (const list of params.lists) {
    if (list && list.length > SEARCH_LIMITS.listEntries) throw tooLarge('An attribute list', SEARCH_LIMITS.listEntries, ' entries');
  }
  checkFilterSize(params);
}

/** Filter strings of every kind together: size and number of conditions, before any parsing. */
function checkFilterSize(params: { filters?: string; facetFilters?: unknown; numericFilters?: unknown; tagFilters?: unknown; optionalFilters?: unknown }): void {
  let chars = params.filters?.length ?? 0;
  let conditions = 0;
  const visit = (name: string, value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      chars += value.length;
      conditions++;
      return;
    }
    if (!Array.isArray(value)) return;
    if (depth > 2) throw badRequest(`${name}: Nested arrays are not allowed deeper than two levels`);
    for (const item of value) visit(name, item, depth + 1);
  };
  const lists = { facetFilters: params.facetFilters, numericFilters: params.numericFilters, tagFilters: params.tagFilters, optionalFilters: params.optionalFilters };
  for (const [name, list] of Object.entries(lists)) {
    visit(name, list, 1);
    if (chars > SEARCH_LIMITS.filterChars) break;
  }
  if (chars > SEARCH_LIMITS.filterChars) throw tooLarge('Filters', SEARCH_LIMITS.filterChars, ' characters');
  if (conditions > SEARCH_LIMITS.filterConditions) throw tooLarge('Number of filter conditions', SEARCH_LIMITS.filterConditions);
}
