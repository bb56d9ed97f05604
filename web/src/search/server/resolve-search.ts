import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { searchPort } from '@/ports/search';
import type { SearchState } from '../refinements';
import { parseSearchPath } from '../search-path';
import { searchPathFor } from '../search-path';
import { sortOptions } from '../sort-options';
import { hasRefinementParams, parseSearchParams } from '../url-state';
import { searchVocabulary } from './vehicle-search';

export type ResolvedSearch = {
  state: SearchState;
  heading: string;
  /** The landing path this page is a variant of, for the canonical link. */
  canonicalPath: string;
  /** Filtered permutations and paginated query-string variants are noindex, follow. */
  indexable: boolean;
};

type Params = Record<string, string | string[] | undefined>;

/**
 * A search URL → its state: path segments (type, make, model, body, location, dealership) merged
 * with query parameters. Null when the path names nothing this tenant stocks (a 404).
 */
export async function resolveSearch(site: SiteConfig, segments: readonly string[], params: Params, fallbackHeading: string): Promise<ResolvedSearch | null> {
  const usedCarPrefix = site.routes.usedCarPrefix ?? null;
  const path = parseSearchPath(segments.map(safeDecode), await searchVocabulary(site), { usedCarPrefix });
  if (!path) return null;
  const sorts = sortOptions(searchPort().indexName, { excludeZeroPriceOnPriceAsc: site.search.excludeZeroPriceOnPriceAsc }).map((s) => s.value);
  const fromQuery = parseSearchParams(params, sorts);
  const lists = { ...fromQuery.lists };
  for (const [attribute, values] of Object.entries(path.lists) as Array<[keyof SearchState['lists'], string[]]>) {
    lists[attribute] = [...new Set([...values, ...(lists[attribute] ?? [])])];
  }
  const state: SearchState = { ...fromQuery, lists };
  const { path: canonicalPath, inPath } = searchPathFor({ lists: path.lists }, { usedCarPrefix });
  const heading = path.labels.length > 0 ? `${path.labels.join(' ')} ${stockWord(site)}` : fallbackHeading;
  return { state, heading, canonicalPath, indexable: !hasRefinementParams(fromQuery, inPath) };
}

const stockWord = (site: SiteConfig) => (site.itemTypes.every((type) => type === 'car') ? 'Cars' : 'Vehicles');

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
