import { z } from 'zod';
import { DEFAULT_RANKING } from './ranking';
import type { QueryType } from './text-search';

/**
 * Index settings with Algolia's names and defaults. Settings the engine does not act on (synonyms,
 * languages, distinct...) are still accepted and stored, so `getSettings` returns what was set and
 * the same settings object can be pushed to Algolia in production.
 */
export const DEFAULT_SEARCHABLE_ATTRIBUTES = [
  'name',
  'make',
  'model',
  'badge',
  'series',
  'body',
  'colour',
  'stocknum',
  'location_name',
  'city',
];

const stringList = z.array(z.string());

export const indexSettingsSchema = z
  .object({
    attributesForFaceting: stringList,
    searchableAttributes: stringList,
    customRanking: stringList,
    ranking: stringList,
    replicas: stringList,
    attributesToRetrieve: stringList,
    unretrievableAttributes: stringList,
    attributesToHighlight: stringList,
    numericAttributesForFiltering: stringList,
    disableTypoToleranceOnAttributes: stringList,
    highlightPreTag: z.string(),
    highlightPostTag: z.string(),
    hitsPerPage: z.number().int().min(0).max(1000),
    maxValuesPerFacet: z.number().int().min(0).max(1000),
    maxFacetHits: z.number().int().min(0).max(100),
    paginationLimitedTo: z.number().int().min(0).max(20_000),
    minWordSizefor1Typo: z.number().int().min(0),
    minWordSizefor2Typos: z.number().int().min(0),
    typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict'])]),
    allowTyposOnNumericTokens: z.boolean(),
    queryType: z.enum(['prefixLast', 'prefixAll', 'prefixNone']),
    sortFacetValuesBy: z.enum(['count', 'alpha']),
  })
  .partial()
  .catchall(z.unknown());

export type IndexSettings = z.infer<typeof indexSettingsSchema>;

export type EffectiveSettings = {
  attributesForFaceting: string[];
  searchableAttributes: string[];
  customRanking: string[];
  ranking: string[];
  attributesToRetrieve: string[];
  unretrievableAttributes: string[];
  attributesToHighlight: string[] | null;
  numericAttributesForFiltering: string[] | null;
  disableTypoToleranceOnAttributes: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  maxValuesPerFacet: number;
  maxFacetHits: number;
  paginationLimitedTo: number;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  typoTolerance: boolean | 'min' | 'strict';
  allowTyposOnNumericTokens: boolean;
  queryType: QueryType;
  sortFacetValuesBy: 'count' | 'alpha';
};

export const DEFAULT_SETTINGS: EffectiveSettings = {
  attributesForFaceting: [],
  searchableAttributes: DEFAULT_SEARCHABLE_ATTRIBUTES,
  customRanking: [],
  ranking: DEFAULT_RANKING,
  attributesToRetrieve: ['*'],
  unretrievableAttributes: [],
  attributesToHighlight: null,
  numericAttributesForFiltering: null,
  disableTypoToleranceOnAttributes: [],
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  maxFacetHits: 10,
  paginationLimitedTo: 1000,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  allowTyposOnNumericTokens: true,
  queryType: 'prefixLast',
  sortFacetValuesBy: 'count',
};

export function effectiveSettings(settings: IndexSettings): EffectiveSettings {
  const effective = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof EffectiveSettings>) {
    const value = settings[key];
    if (value !== undefined && value !== null) (effective as Record<string, unknown>)[key] = value;
  }
  return effective;
}

/** What `attributesForFaceting` allows: `filterOnly(x)` filters without counts, `searchable(x)` adds facet search. */
export type Faceting = { filterable: Set<string>; countable: string[]; searchable: Set<string> };

const MODIFIER = /^(filterOnly|searchable|afterDistinct)\((.*)\)$/;

export function facetingOf(attributesForFaceting: readonly string[]): Faceting {
  const faceting: Faceting = { filterable: new Set(['objectID', '_tags']), countable: [], searchable: new Set() };
  for (const entry of attributesForFaceting) {
    let name = entry.trim();
    const modifiers = new Set<string>();
    for (let match = MODIFIER.exec(name); match; match = MODIFIER.exec(name)) {
      modifiers.add(match[1]!);
      name = match[2]!.trim();
    }
    faceting.filterable.add(name);
    if (!modifiers.has('filterOnly')) faceting.countable.push(name);
    if (modifiers.has('searchable')) faceting.searchable.add(name);
  }
  return faceting;
}

/** Attribute names of `searchableAttributes`-style entries without modifiers (for highlighting). */
export function plainAttributeNames(entries: readonly string[]): string[] {
  return entries.flatMap((entry) =>
    entry
      .replace(/^unordered\((.*)\)$/, '$1')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
}
