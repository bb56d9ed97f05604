'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { recordVisit } from './browser/session-trail';

/**
 * Records each page of the browser session for the leads' lead_attributes (SPEC 7: visited_pages,
 * linked_query_params). Tiny on purpose (no form code): meant for the tenant layout, inside a
 * <Suspense> because it reads the search params. Form pages record their own visit regardless.
 */
export function SessionTrailRecorder() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    recordVisit({ pathname, search: search ? `?${search}` : '' });
  }, [pathname, search]);
  return null;
}
