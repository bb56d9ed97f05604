'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, useTransition, type ReactNode } from 'react';

type Navigation = { navigate(href: string): void; pending: boolean };

const SearchNavigationContext = createContext<Navigation>({ navigate: (href) => window.location.assign(href), pending: false });

export const useSearchNavigation = () => useContext(SearchNavigationContext);

const subscribeNothing = () => () => {};
/**
 * False during the server render and hydration, true once the client has taken over: until then
 * links navigate natively (a click during hydration must not be swallowed by a router not ready).
 */
export const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

/**
 * The URL is the search state: every filter, the query box, sort and pagination navigate to a new
 * URL (history entry, so back/forward restore state) and the server renders the results. Inside a
 * transition the previous results stay on screen until the new ones arrive (SPEC 4 "Search
 * loading": previous hits kept while loading or on error, no message).
 */
export function SearchNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback((href: string) => {
    startTransition(() => router.push(href, { scroll: false }));
  }, [router]);
  const value = useMemo(() => ({ navigate, pending }), [navigate, pending]);
  const hydrated = useHydrated();
  return (
    <SearchNavigationContext.Provider value={value}>
      <div data-search-pending={pending ? 'true' : undefined} data-search-hydrated={hydrated ? 'true' : undefined} aria-busy={pending} className="contents">
        {children}
      </div>
    </SearchNavigationContext.Provider>
  );
}
