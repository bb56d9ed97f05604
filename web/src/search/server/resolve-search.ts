import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { isSubscriptionSite } from '@/domain/price-display';
import { searchPort } from '@/search/search-service';
import type { SearchState } from '../refinements';
import { decodeSegment } from '@/lib/path-segment';
import { parseSearchLocation, searchHeading, type LocationContext } from '../search-location';
import { searchPathFor } from '../search-path';
import { siteSortOptions } from './sort-indexes';
import { stockNoun } from '../stock-noun';
import { hasRefinementParams } from '../url-state';
import { searchVocabulary } from './vehicle-search';

export type ResolvedSearch = {
  state: SearchState;
  heading: string;
  /** The landing path this page is a variant of, for the canonical link. */
  canonicalPath: string;
  /** Filtered permutations and paginated query-string variants are noindex, follow. */
  indexable: boolean;
  /** What the browser needs to read later URLs the same way (InstantSearch's router). */
  location: LocationContext;
};

/** The stock search page's heading when its path names nothing (/search/new-used-and-demo-cars). */
export const SEARCH_HEADING = 'Search Our Stock';

type Params = Record<string, string | string[] | undefined>;

/**
 * A search URL → its state: path segments (type, make, model, body, location, dealership) merged
 * with query parameters. Null when the path names nothing this tenant stocks (a 404).
 */
export async function resolveSearch(site: SiteConfig, segments: readonly string[], params: Params, fallbackHeading: string): Promise<ResolvedSearch | null> {
  const usedCarPrefix = site.routes.usedCarPrefix ?? null;
  const sortIndexes = siteSortOptions(searchPort().indexName, site).map((s) => s.value);
  const location: LocationContext = { usedCarPrefix, vocabulary: await searchVocabulary(site), sortIndexes, subscriptionSite: isSubscriptionSite(site) };
  const parsed = parseSearchLocation(segments.map(decodeSegment), params, location);
  if (!parsed) return null;
  const { path: canonicalPath, inPath } = searchPathFor({ lists: parsed.path.lists }, { usedCarPrefix });
  return {
    state: parsed.state,
    heading: searchHeading(parsed.path.labels, stockNoun(site).plural, fallbackHeading),
    canonicalPath,
    indexable: !hasRefinementParams(parsed.fromQuery, inPath),
    location,
  };
}
