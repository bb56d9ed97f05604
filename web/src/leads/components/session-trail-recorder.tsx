'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { recordVisit } from '../browser/session-trail';

/**
 * Records each page of the browser session for the leads' lead_attributes (SPEC 7: visited_pages,
 * linked_query_params). Mounted once, in the tenant layout, inside a <Suspense> because it reads
 * the search params; tiny on purpose (no form code) since every page loads it.
 */
export function SessionTrailRecorder() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The path is read from the browser (the tenancy proxy rewrites paths; the dealer should see the
  // shopper's address), the query from the render, since pages such as search tidy their URL
  // right away and the campaign parameters it arrived with must still count.
  useEffect(() => {
    recordVisit({ pathname: window.location.pathname, search: search ? `?${search}` : '' });
  }, [pathname, search]);
  return null;
}
