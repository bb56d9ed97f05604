'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

type Start = (onUpdate: () => void) => void;

/**
 * The router's `start` (search-routing.ts): tells InstantSearch when Next has moved to another URL
 * (a link to another search, a recent search), as react-instantsearch-nextjs's own does, but a
 * task later. On back/forward Next renders inside the popstate event, before InstantSearch's own
 * popstate listener when the search hydrated after the page (stock-search-page.tsx); that listener
 * then cancels the URL write this update scheduled and leaves the router believing it is still in
 * a popstate, so the shopper's next search would never reach the URL. A task later, InstantSearch
 * has read the URL itself and this update changes nothing.
 */
export function useNavigationUpdates(): Start {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const onUpdate = useRef<(() => void) | null>(null);
  const previous = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const route = `${pathname}?${searchParams?.toString() ?? ''}`;
    if (previous.current === route) return;
    // The first render's URL is the one InstantSearch starts from.
    const first = previous.current === null;
    previous.current = route;
    if (first) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onUpdate.current?.(), 0);
  }, [pathname, searchParams]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((update) => {
    onUpdate.current = update;
  }, []);
}
