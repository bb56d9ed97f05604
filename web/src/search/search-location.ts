import { decodeSegment } from '@/lib/path-segment';
import type { SearchState } from './refinements';
import { parseSearchPath, type PathOptions, type PathRefinements, type SearchVocabulary } from './search-path';
import { parseSearchParams } from './url-state';

/**
 * A search URL (path and query string) → its state, the same on the server (the first render) and
 * in the browser (InstantSearch's router, back/forward): path segments after /search name type,
 * make, model, body, location or dealership; query parameters add the rest.
 */
export type LocationContext = PathOptions & { vocabulary: SearchVocabulary; sortIndexes: readonly string[]; subscriptionSite?: boolean };

/** The segments after `/search` (however the path is mounted); none on other pages such as /cars. */
export function searchSegments(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const at = segments.indexOf('search');
  return at === -1 ? [] : segments.slice(at + 1);
}

/** Query-string refinements merged into the path's (the path's values first, no duplicates). */
export function mergePathState(path: Pick<PathRefinements, 'lists'>, fromQuery: SearchState): SearchState {
  const lists = { ...fromQuery.lists };
  for (const [attribute, values] of Object.entries(path.lists) as Array<[keyof SearchState['lists'], string[]]>) {
    lists[attribute] = [...new Set([...values, ...(lists[attribute] ?? [])])];
  }
  return { ...fromQuery, lists };
}

/** Null when the path names nothing this tenant stocks (a 404 on the server). */
export function parseSearchLocation(segments: readonly string[], params: URLSearchParams | Record<string, string | string[] | undefined>, context: LocationContext): { state: SearchState; path: PathRefinements; fromQuery: SearchState } | null {
  const path = parseSearchPath(segments, context.vocabulary, context);
  if (!path) return null;
  const fromQuery = parseSearchParams(params, context.sortIndexes, { subscriptionSite: context.subscriptionSite });
  return { state: mergePathState(path, fromQuery), path, fromQuery };
}

/** The page heading: what the path names ("Used Toyota Corolla Cars"), else the page's own. */
export function searchHeading(labels: readonly string[], plural: string, fallback: string): string {
  return labels.length > 0 ? `${labels.join(' ')} ${plural}` : fallback;
}

