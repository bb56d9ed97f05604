import type { SearchState } from './refinements';
import { searchPathFor, type PathOptions } from './search-path';
import { toSearchParams } from './url-state';

/** The URL of a search state: its path plus the query string of what the path does not carry. */
export function searchStateHref(state: SearchState, options: PathOptions = {}): string {
  const { path, inPath } = searchPathFor(state, options);
  const query = toSearchParams(state, inPath).toString();
  return query ? `${path}?${query}` : path;
}
