/**
 * SPEC 3, 9 "Search history": the last 5 searches on this device, each with its path, newest
 * first. Stored in localStorage, which is per host and so per dealer site.
 */
export const SEARCH_HISTORY_SIZE = 5;
export const SEARCH_HISTORY_KEY = 'dealer.searchHistory';

export type SearchHistoryEntry = { label: string; path: string };

/** A path on this site ('//host' would leave it). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** A search joins the front; the same words searched again move up instead of repeating. */
export function rememberSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const label = entry.label.trim();
  if (!label || !isLocalPath(entry.path)) return [...history];
  const same = (other: SearchHistoryEntry) => other.label.trim().toLowerCase() === label.toLowerCase();
  return [{ label, path: entry.path }, ...history.filter((other) => !same(other))].slice(0, SEARCH_HISTORY_SIZE);
}

/** Whatever is stored, a clean list: junk from an older version or another script is dropped. */
export function parseSearchHistory(text: string | null): SearchHistoryEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is SearchHistoryEntry =>
        typeof item === 'object' && item !== null && typeof item.label === 'string' && typeof item.path === 'string' && isLocalPath(item.path) && item.label.trim() !== '')
      .slice(0, SEARCH_HISTORY_SIZE);
  } catch {
    return [];
  }
}
