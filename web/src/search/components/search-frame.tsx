'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Configure, useInstantSearch } from 'react-instantsearch';
import { searchHeading, searchSegments, type LocationContext } from '@/search/search-location';
import { parseSearchPath } from '@/search/search-path';
import { CARD_ATTRIBUTES_TO_RETRIEVE } from '@/search/port/search-record';
import { combinedFilter } from '@/search/search-request';
import { requestOptions, type SearchSettings } from '@/search/sort-options';
import { useHydrated } from '@/lib/use-hydrated';

/*
 * Small pieces of the search page that follow the search's state. Each keeps its state to itself
 * (children come in as props), so a status change or hydration re-renders a line, not the page.
 */

/**
 * Dims the results while a search is under way; the previous answer stays (SPEC 4). It is the
 * search's outer element, where input before hydration is kept (pre-hydration-input.tsx).
 */
export function PendingRegion({ className, children }: { className: string; children: ReactNode }) {
  const { status } = useInstantSearch({ catchError: true });
  const pending = status === 'loading' || status === 'stalled';
  return (
    <div data-search-island="" data-search-pending={pending ? 'true' : undefined} aria-busy={pending} className={className}>
      {children}
    </div>
  );
}

/**
 * The h1: what the path names ("Toyota Cars"), recomputed from the browser's URL after a
 * refinement, and the document title with it (the tab and history entries name the search).
 * `data-search-hydrated` tells tests (and scripts) the page is interactive.
 */
export function SearchHeading({ heading, fallback, plural, location, siteName }: { heading: string; fallback: string; plural: string; location: LocationContext; siteName: string }) {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const labels = hydrated ? parseSearchPath(searchSegments(pathname), location.vocabulary, location)?.labels : undefined;
  const text = labels ? searchHeading(labels, plural, fallback) : heading;
  useEffect(() => {
    if (hydrated) document.title = `${text} | ${siteName}`;
  }, [hydrated, text, siteName]);
  return (
    <h1 data-search-hydrated={hydrated ? 'true' : undefined} className="text-3xl font-bold tracking-tight">
      {text}
    </h1>
  );
}

/**
 * Fixed query parameters: page size, the site's filter with the sort's own (price ascending may
 * exclude price 0), the attributes cards read, and no highlighting (cards do not show it, so it
 * is not sent).
 */
export function SearchConfigure({ settings }: { settings: SearchSettings }) {
  const { indexUiState } = useInstantSearch();
  const filters = combinedFilter(requestOptions(settings, indexUiState.sortBy));
  return <Configure hitsPerPage={settings.hitsPerPage} attributesToRetrieve={CARD_ATTRIBUTES_TO_RETRIEVE} attributesToHighlight={[]} {...(filters ? { filters } : {})} />;
}
