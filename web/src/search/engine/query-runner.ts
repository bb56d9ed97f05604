import { andInto, popcount, toSlotList, type Bitset } from './bitset';
import { badRequest } from './errors';
import { andFilters, filterAttributes, type FilterNode } from './filter-ast';
import { evaluateFilter } from './filter-eval';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filter-params';
import { parseFilters } from './filter-parser';
import { countFacets, facetStats, searchFacetValues, type FacetHit, type FacetStats } from './facets';
import { buildHit, type Hit, type HitShape } from './hit-builder';
import type { IndexStore } from './index-store';
import { beginQuery, scratchUint32 } from './query-scratch';
import { browsePage, rankingFor, sortTextMatches } from './ranking';
import type { ParsedSearchParams, SearchParams } from './search-params';
import { facetingOf, plainAttributeNames, type EffectiveSettings } from './settings';
import { matchQuery, parseSearchableAttributes, type QueryType, type TextMatch, type TextOptions } from './text-search';
import { matchWord } from './typo';

/** One index as a query sees it: its records (shared with replicas) and its own settings. */
export type QueryTarget = {
  indexName: string;
  store: IndexStore;
  settings: EffectiveSettings;
  baseFilter: FilterNode | null;
  /** The base filter's source text: its matches are cached per store version under this key. */
  baseFilterKey: string;
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean; facetsCount: boolean; facetValues?: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  serverTimeMS: number;
  queryID?: string;
};

export type FacetSearchResponse = { facetHits: FacetHit[]; exhaustiveFacetsCount: boolean; processingTimeMS: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The request's own filters (filters, facetFilters, numericFilters, tagFilters), ANDed. */
export function requestFilter(params: SearchParams): FilterNode | null {
  const parts = [
    parseFilters(params.filters ?? ''),
    parseFacetFilters(params.facetFilters),
    parseNumericFilters(params.numericFilters),
    parseTagFilters(params.tagFilters),
  ];
  const filters: Array<FilterNode | null> = [];
  for (const part of parts) {
    if (!part.ok) throw badRequest(part.message);
    filters.push(part.filter);
  }
  return andFilters(filters);
}

function textOptions(params: SearchParams, settings: EffectiveSettings): TextOptions {
  const queryType = params.queryType ?? settings.queryType;
  if (queryType !== 'prefixLast' && queryType !== 'prefixAll' && queryType !== 'prefixNone') {
    throw badRequest(`Invalid value for "queryType" parameter: ${queryType}`);
  }
  return {
    typoTolerance: params.typoTolerance ?? settings.typoTolerance,
    minWordSizefor1Typo: params.minWordSizefor1Typo ?? settings.minWordSizefor1Typo,
    minWordSizefor2Typos: params.minWordSizefor2Typos ?? settings.minWordSizefor2Typos,
    allowTyposOnNumericTokens: params.allowTyposOnNumericTokens ?? settings.allowTyposOnNumericTokens,
    queryType: queryType as QueryType,
    exactOnlyAttributes: params.disableTypoToleranceOnAttributes ?? settings.disableTypoToleranceOnAttributes,
  };
}

type Matches = { bits: Bitset; text: TextMatch | null; options: TextOptions };

/** The slots matching the base filter, the request filters and the query. */
function match(target: QueryTarget, params: SearchParams): Matches {
  const { store, settings } = target;
  const filter = requestFilter(params);
  const faceting = facetingOf(settings.attributesForFaceting);
  const numeric = settings.numericAttributesForFiltering?.map((name) => name.replace(/^equalOnly\((.*)\)$/, '$1'));
  const rules = {
    canFilterFacet: (attribute: string) => faceting.filterable.has(attribute),
    canFilterNumeric: (attribute: string) => !numeric || numeric.includes(attribute),
  };
  // The tenant filter repeats on every query: its bitset is computed once, and kept through writes
  // that leave its attributes alone.
  const baseKey = `filter:${target.baseFilterKey}|${settings.attributesForFaceting.join(',')}|${numeric?.join(',') ?? '*'}`;
  const tenantBits = store.recent(baseKey, () => evaluateFilter(store, target.baseFilter, rules), undefined, {
    dependsOn: filterAttributes(target.baseFilter),
    // A deleted record leaves the set; a new one needs the filter evaluated again.
    patch: (tenantBits, write) => {
      if (write.kind !== 'delete') return null;
      tenantBits[write.slot >>> 5]! &= ~(1 << (write.slot & 31));
      return tenantBits;
    },
  });
  // The query narrows a copy, in its scratch memory; the cached set stays as it is.
  const bits = scratchUint32(tenantBits.length);
  bits.set(tenantBits);
  if (filter) andInto(bits, evaluateFilter(store, filter, rules, bits));
  const options = textOptions(params, settings);
  const searchable = parseSearchableAttributes(settings.searchableAttributes);
  const text = matchQuery(store, params.query ?? '', searchable, options, params.restrictSearchableAttributes, bits);
  if (text) {
    andInto(bits, text.bits);
    if (options.typoTolerance === 'min' || options.typoTolerance === 'strict') keepFewestTypos(bits, text, options.typoTolerance);
  }
  return { bits, text, options };
}

/** `typoTolerance: 'min'` keeps only the fewest-typo matches, `'strict'` the two lowest typo counts. */
function keepFewestTypos(bits: Bitset, text: TextMatch, mode: 'min' | 'strict'): void {
  const slots = toSlotList(bits);
  let fewest = 255;
  for (const slot of slots) fewest = Math.min(fewest, text.typos[slot]!);
  const allowed = fewest + (mode === 'strict' ? 1 : 0);
  for (const slot of slots) if (text.typos[slot]! > allowed) bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

function hitShape(params: SearchParams, settings: EffectiveSettings, matches: Matches): HitShape {
  const queryWords = matches.text?.words ?? [];
  const { queryType } = matches.options;
  return {
    retrieve: params.attributesToRetrieve ?? settings.attributesToRetrieve,
    unretrievable: settings.unretrievableAttributes,
    highlight: params.attributesToHighlight ?? settings.attributesToHighlight ?? plainAttributeNames(settings.searchableAttributes),
    queryWords,
    matcher: (queryWord, index, word) =>
      matchWord(queryWord, word, queryType === 'prefixAll' || (queryType === 'prefixLast' && index === queryWords.length - 1), matches.options),
    tags: {
      pre: params.highlightPreTag ?? settings.highlightPreTag,
      post: params.highlightPostTag ?? settings.highlightPostTag,
    },
  };
}

export function runSearch(target: QueryTarget, parsed: ParsedSearchParams): SearchResponse {
  const started = performance.now();
  beginQuery();
  const { params } = parsed;
  const { store, settings } = target;
  const matches = match(target, params);
  const nbHits = popcount(matches.bits);

  const hitsPerPage = clamp(params.hitsPerPage ?? settings.hitsPerPage, 0, 1000);
  const byOffset = params.offset !== undefined;
  const length = clamp(params.length ?? hitsPerPage, 0, 1000);
  const page = Math.max(0, params.page ?? 0);
  const start = byOffset ? Math.max(0, params.offset ?? 0) : page * hitsPerPage;
  const end = Math.min(start + (byOffset ? length : hitsPerPage), settings.paginationLimitedTo);

  const ranking = rankingFor(store, settings.ranking, settings.customRanking);
  let slots: Int32Array | null = null;
  const allSlots = () => (slots ??= toSlotList(matches.bits));
  let pageSlots: ArrayLike<number> = [];
  if (start < end) {
    pageSlots = matches.text
      ? sortTextMatches(store, ranking, allSlots().slice(), matches.text).subarray(start, end)
      : browsePage(ranking, matches.bits, start, end);
  }

  const shape = hitShape(params, settings, matches);
  const hits = Array.from(pageSlots, (slot) => buildHit(store.recordAt(slot)!, shape));
  const pageSize = byOffset ? length : hitsPerPage;
  const response: SearchResponse = {
    hits,
    nbHits,
    page: byOffset ? (length > 0 ? Math.floor(start / length) : 0) : page,
    nbPages: pageSize > 0 ? Math.ceil(Math.min(nbHits, settings.paginationLimitedTo) / pageSize) : 0,
    hitsPerPage: pageSize,
    ...(byOffset ? { offset: start, length } : {}),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true, facetsCount: true },
    query: params.query ?? '',
    params: parsed.echo,
    index: target.indexName,
    processingTimeMS: 0,
    serverTimeMS: 0,
  };

  if (params.facets !== undefined) {
    const faceting = facetingOf(settings.attributesForFaceting);
    const requested = params.facets.includes('*')
      ? faceting.countable
      : params.facets.filter((name) => faceting.countable.includes(name));
    const maxValues = clamp(params.maxValuesPerFacet ?? settings.maxValuesPerFacet, 0, 1000);
    const sortBy = (params.sortFacetValuesBy ?? settings.sortFacetValuesBy) === 'alpha' ? 'alpha' : 'count';
    // When most live records match, counting the few that do not is cheaper (see countFacets).
    const scope = nbHits > store.count / 2 ? { allBut: nonMatching(store, matches.bits) } : { slots: allSlots() };
    const counted = countFacets(store, scope, requested, maxValues, sortBy);
    response.facets = counted.facets;
    response.exhaustive.facetValues = counted.complete;
    const stats = facetStats(store, allSlots(), requested);
    if (Object.keys(stats).length > 0) response.facets_stats = stats;
  }
  // Algolia returns a queryID with clickAnalytics so insights events can refer to the query.
  if (params.clickAnalytics) response.queryID = randomHex(32);
  const elapsed = Math.round(performance.now() - started);
  response.processingTimeMS = elapsed;
  response.serverTimeMS = elapsed;
  return selectFields(response, params.responseFields);
}

function randomHex(length: number): string {
  let hex = '';
  while (hex.length < length) hex += Math.floor(Math.random() * 16).toString(16);
  return hex;
}

function nonMatching(store: IndexStore, bits: Bitset): Int32Array {
  const rest = store.liveSlots();
  for (let i = 0; i < rest.length; i++) rest[i]! &= ~(bits[i] ?? 0);
  return toSlotList(rest);
}

/** `responseFields`: which top-level fields to return (`*` for all). */
function selectFields<T extends object>(response: T, fields: string[] | undefined): T {
  if (!fields || fields.includes('*')) return response;
  return Object.fromEntries(Object.entries(response).filter(([key]) => fields.includes(key))) as T;
}

export function runFacetSearch(target: QueryTarget, parsed: ParsedSearchParams, facetName: string): FacetSearchResponse {
  const started = performance.now();
  beginQuery();
  const { params } = parsed;
  const { settings } = target;
  if (!facetingOf(settings.attributesForFaceting).searchable.has(facetName)) {
    throw badRequest(`Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`);
  }
  const matches = match(target, params);
  const facetHits = searchFacetValues(
    target.store,
    toSlotList(matches.bits),
    facetName,
    params.facetQuery ?? '',
    clamp(params.maxFacetHits ?? settings.maxFacetHits, 1, 100),
    { pre: params.highlightPreTag ?? settings.highlightPreTag, post: params.highlightPostTag ?? settings.highlightPostTag },
  );
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
}
