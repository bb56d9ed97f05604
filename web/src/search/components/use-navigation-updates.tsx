'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { NavigationHooks } from '@/search/search-routing';

export type NavigationUpdates = NavigationHooks & {
  /** Next has committed a render of this route (FollowNavigation). */
  routeCommitted: (pathname: string, search: string) => void;
};

/**
 * Tells InstantSearch when Next has moved to another URL (a link to another search, a recent
 * search, back/forward), as react-instantsearch-nextjs's own hooks do, with two differences.
 *
 * - A task later. On back/forward Next renders inside the popstate event, before InstantSearch's
 *   own popstate listener when the search hydrated after the page (stock-search-page.tsx); that
 *   listener then cancels the URL write this update scheduled and leaves the router believing it
 *   is still in a popstate, so the shopper's next search would never reach the URL. A task later,
 *   InstantSearch has read the URL itself and this update changes nothing.
 * - Not for InstantSearch's own writes. Next follows a `pushState` with a render of its own, which
 *   commits later, and on a busy phone after the shopper has done more (a sort, then a typed
 *   search): reading the URL then would put the older state back over the newer one and drop the
 *   query. A route Next commits that InstantSearch wrote is already InstantSearch's state.
 */
export function useNavigationUpdates(): NavigationUpdates {
  const onUpdate = useRef<(() => void) | null>(null);
  const previous = useRef<string | null>(null);
  // InstantSearch's writes whose render Next has not committed yet, oldest first.
  const ownWrites = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      start: (update) => {
        onUpdate.current = update;
      },
      push: (url) => {
        const target = new URL(url, window.location.href);
        ownWrites.current.push(routeKey(target.pathname, target.searchParams.toString()));
        // An empty state, as react-instantsearch-nextjs writes: Next copies its own into it.
        window.history.pushState({}, '', url);
      },
      routeCommitted: (pathname, search) => {
        const route = routeKey(pathname, search);
        if (previous.current === route) return;
        const first = previous.current === null;
        previous.current = route;
        const written = ownWrites.current.indexOf(route);
        // Next may commit only the last of several quick writes: the ones before it are done too.
        if (written >= 0) ownWrites.current = ownWrites.current.slice(written + 1);
        // The first route seen is the one InstantSearch started from (or has written since).
        if (first || written >= 0) return;
        ownWrites.current = [];
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onUpdate.current?.(), 0);
      },
    }),
    [],
  );
}

/**
 * Hands each route Next commits to the search's NavigationUpdates, from the browser only: a page
 * prerendered without its query (Cache Components) would otherwise leave the component that reads
 * the query to be rendered in the browser, a part sent apart from the page. The first route it
 * sees, once the page has hydrated, is where the search started.
 */
export function FollowNavigation({ updates }: { updates: NavigationUpdates }) {
  return useHydrated() ? <RouteCommits updates={updates} /> : null;
}

function RouteCommits({ updates }: { updates: NavigationUpdates }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    updates.routeCommitted(pathname ?? '', searchParams?.toString() ?? '');
  }, [updates, pathname, searchParams]);
  return null;
}

/** One spelling of a route for both sides (Next's search params and a written URL encode alike once parsed). */
function routeKey(pathname: string, search: string): string {
  return `${pathname}?${new URLSearchParams(search).toString()}`;
}
