import { z } from 'zod';
import { badRequest, zodMessage } from './errors';
import { splitLegacyFilterList } from './filter-params';
import { checkQueryParams, SETTINGS_ONLY_PARAMETERS } from './request-limits';

/**
 * Search parameters as Algolia takes them: a JSON object, an urlencoded `params` string (what
 * InstantSearch and the v3/v4 clients send; arrays inside it are JSON), or both merged. Every
 * parameter Algolia documents is accepted; those the engine does not act on are ignored, and an
 * unknown name is refused with Algolia's `Unknown parameter` error so typos surface locally.
 */
type Kind = 'string' | 'int' | 'bool' | 'list' | 'filters' | 'typo' | 'any';

const KINDS: Record<string, Kind> = {
  query: 'string', similarQuery: 'string', filters: 'string', facetFilters: 'filters', optionalFilters: 'filters',
  numericFilters: 'filters', tagFilters: 'filters', sumOrFiltersScores: 'bool', restrictSearchableAttributes: 'list',
  facets: 'list', facetingAfterDistinct: 'bool', page: 'int', offset: 'int', length: 'int', aroundLatLng: 'string',
  aroundLatLngViaIP: 'bool', aroundRadius: 'any', aroundPrecision: 'any', minimumAroundRadius: 'int',
  insideBoundingBox: 'any', insidePolygon: 'any', naturalLanguages: 'list', ruleContexts: 'list',
  personalizationImpact: 'int', userToken: 'string', getRankingInfo: 'bool', synonyms: 'bool', clickAnalytics: 'bool',
  analytics: 'bool', analyticsTags: 'list', percentileComputation: 'bool', enableABTest: 'bool',
  attributesToRetrieve: 'list', relevancyStrictness: 'int',
  attributesToHighlight: 'list', attributesToSnippet: 'list', highlightPreTag: 'string', highlightPostTag: 'string',
  snippetEllipsisText: 'string', restrictHighlightAndSnippetArrays: 'bool', hitsPerPage: 'int',
  minWordSizefor1Typo: 'int', minWordSizefor2Typos: 'int', typoTolerance: 'typo', allowTyposOnNumericTokens: 'bool',
  disableTypoToleranceOnAttributes: 'list', ignorePlurals: 'any', removeStopWords: 'any', queryLanguages: 'list',
  decompoundQuery: 'bool', enableRules: 'bool', enablePersonalization: 'bool', queryType: 'string',
  removeWordsIfNoResults: 'string', mode: 'string', semanticSearch: 'any', advancedSyntax: 'bool', optionalWords: 'any',
  disableExactOnAttributes: 'list', exactOnSingleWordQuery: 'string', alternativesAsExact: 'list',
  advancedSyntaxFeatures: 'list', distinct: 'any', replaceSynonymsInHighlight: 'bool', minProximity: 'int',
  responseFields: 'list', maxValuesPerFacet: 'int', sortFacetValuesBy: 'string',
  attributeCriteriaComputedByMinProximity: 'bool', attributeCriteriaComputedBy: 'string', renderingContent: 'any',
  enableReRanking: 'bool', reRankingApplyFilter: 'any', explain: 'list', extensions: 'any',
  // Browse and search-for-facet-values requests.
  cursor: 'string', facetQuery: 'string', maxFacetHits: 'int',
};

const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const toBool = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
const toList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim().startsWith('[')) return parseJson(value);
  return value === '' ? [] : value.split(',');
};

const SCHEMAS: Record<Kind, z.ZodType> = {
  string: z.string(),
  int: z.preprocess(toNumber, z.number().int()),
  bool: z.preprocess(toBool, z.boolean()),
  list: z.preprocess(toList, z.array(z.string())),
  filters: z.union([z.string(), z.array(z.unknown())]),
  typo: z.preprocess(toBool, z.union([z.boolean(), z.enum(['min', 'strict'])])),
  any: z.unknown(),
};

const searchParamsSchema = z.strictObject(
  Object.fromEntries(Object.entries(KINDS).map(([name, kind]) => [name, SCHEMAS[kind].optional()])),
);

export type FilterInput = string | ReadonlyArray<string | ReadonlyArray<string>>;

export type SearchParams = {
  query?: string;
  filters?: string;
  facetFilters?: FilterInput;
  numericFilters?: FilterInput;
  tagFilters?: FilterInput;
  restrictSearchableAttributes?: string[];
  facets?: string[];
  page?: number;
  offset?: number;
  length?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  typoTolerance?: boolean | 'min' | 'strict';
  allowTyposOnNumericTokens?: boolean;
  disableTypoToleranceOnAttributes?: string[];
  queryType?: string;
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: string;
  responseFields?: string[];
  clickAnalytics?: boolean;
  facetQuery?: string;
  maxFacetHits?: number;
  cursor?: string;
};

export type ParsedSearchParams = {
  params: SearchParams;
  /** The merged parameters before validation (what a browse cursor carries forward). */
  raw: Record<string, unknown>;
  /** The parameters as received, for the `params` string Algolia echoes in each result. */
  echo: string;
};

const LIST_PARAMETERS = Object.entries(KINDS).filter(([, kind]) => kind === 'list').map(([name]) => name);

/** Parses a request's search parameters; `omit` drops request-level keys (indexName, type...). */
export function parseSearchParams(input: unknown, omit: readonly string[] = []): ParsedSearchParams {
  if (input === undefined || input === null) return { params: {}, raw: {}, echo: '' };
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('Invalid search parameters: expected an object');
  const { params: paramsString, ...rest } = input as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...rest };
  if (typeof paramsString === 'string') {
    for (const [key, value] of new URLSearchParams(paramsString)) merged[key] = fromParamsString(key, value);
  } else if (paramsString && typeof paramsString === 'object') {
    Object.assign(merged, paramsString);
  }
  for (const key of omit) delete merged[key];
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const settingOnly = SETTINGS_ONLY_PARAMETERS.find((name) => name in merged);
  if (settingOnly) throw badRequest(`${settingOnly} is an index setting, not a search parameter: set it with setSettings`);
  const parsed = searchParamsSchema.safeParse(merged);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  const data = parsed.data as SearchParams & Record<string, unknown>;
  checkQueryParams({
    ...data,
    snippetEllipsisText: typeof data.snippetEllipsisText === 'string' ? data.snippetEllipsisText : undefined,
    optionalFilters: data.optionalFilters,
    lists: LIST_PARAMETERS.map((name) => data[name] as string[] | undefined),
  });
  return { params: data, raw: merged, echo: echoParams(merged) };
}

function fromParamsString(key: string, value: string): unknown {
  const kind = KINDS[key];
  if (kind === 'filters') return value.trim().startsWith('[') ? parseJson(value) : splitLegacyFilterList(value);
  if (kind === 'any') return value.trim().startsWith('[') || value.trim().startsWith('{') ? parseJson(value) : value;
  return value;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Algolia's urlencoded echo of the parameters (`%20` for spaces, arrays as JSON). */
export function echoParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
}
