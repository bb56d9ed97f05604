'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { parseSearchHistory, rememberSearch, SEARCH_HISTORY_KEY, type SearchHistoryEntry } from '@/search/search-history';
import type { LocationContext } from '@/search/search-location';
import { parseLocationState } from '@/search/search-routing';
import { toIndexUiState } from '@/search/ui-state';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// One parsed list per stored text, so useSyncExternalStore sees a stable snapshot.
let cached: { text: string | null; entries: SearchHistoryEntry[] } = { text: null, entries: [] };
const EMPTY: SearchHistoryEntry[] = [];

function readStored(): SearchHistoryEntry[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage blocked (private mode, policy): no history, nothing breaks.
  }
  if (text !== cached.text) cached = { text, entries: parseSearchHistory(text) };
  return cached.entries;
}

function store(entries: SearchHistoryEntry[]) {
  try {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

/**
 * SPEC 9 "Search history 5": every answered keyword search is remembered on this device, and the
 * last five are offered under the search box; choosing one brings back its whole search (path,
 * filters and all) in place.
 */
export function SearchHistory({ primary, location }: { primary: string; location: LocationContext }) {
  const entries = useSyncExternalStore(subscribe, readStored, () => EMPTY);
  const { indexUiState, setIndexUiState, status } = useInstantSearch();
  const open = (path: string) => {
    const url = new URL(path, window.location.origin);
    setIndexUiState(toIndexUiState(parseLocationState(url.pathname, url.search, location), primary));
  };
  const query = indexUiState.query?.trim() ?? '';

  const remember = useCallback(() => {
    store(rememberSearch(readStored(), { label: query, path: `${window.location.pathname}${window.location.search}` }));
  }, [query]);
  useEffect(() => {
    // Once the search has answered the URL is written, so the stored path is the search's own.
    if (query && status === 'idle') remember();
  }, [query, status, remember]);

  const offered = entries.filter((entry) => entry.label.toLowerCase() !== query.toLowerCase());
  if (offered.length === 0) return null;
  return (
    <nav aria-label="Recent searches" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-neutral-700">Recent searches:</span>
      {offered.map((entry) => (
        <a
          key={entry.label}
          href={entry.path}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            open(entry.path);
          }}
          className="inline-flex min-h-9 items-center rounded-full border border-neutral-300 px-3 hover:bg-neutral-100"
        >
          {entry.label}
        </a>
      ))}
    </nav>
  );
}
