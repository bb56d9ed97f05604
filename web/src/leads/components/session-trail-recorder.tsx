'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { recordVisit } from '../browser/session-trail';

/**
 * Records each page of the browser session for the leads' lead_attributes (SPEC 7: visited_pages,
 * linked_query_params). Mounted once, in the tenant layout; tiny on purpose (no form code) since
 * every page loads it.
 *
 * It renders nothing on the server: reading the query there would make it a part rendered per
 * request (in the browser only) on every cached page. The page it opens on is recorded as it
 * hydrates, from the browser's address, before the page's own effects run (pages such as search
 * tidy their URL right away, and the campaign parameters it arrived with must still count); the
 * pages the shopper moves to are recorded as the router shows them.
 */
export function SessionTrailRecorder() {
  const hydrated = useHydrated();
  useEffect(() => {
    recordVisit({ pathname: window.location.pathname, search: window.location.search });
  }, []);
  return hydrated ? <NavigationRecorder /> : null;
}

function NavigationRecorder() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The path is read from the browser (the tenancy proxy rewrites paths; the dealer should see the
  // shopper's address), the query from the router.
  useEffect(() => {
    recordVisit({ pathname: window.location.pathname, search: search ? `?${search}` : '' });
  }, [pathname, search]);
  return null;
}
