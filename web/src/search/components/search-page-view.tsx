'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENT_ID, pushDataLayer } from '@/lib/analytics-events';

/**
 * SPEC 7 event 49, search page view: once per search page the shopper opens (its path and the
 * site), pushed after hydration. Refinements within the page are not new page views.
 */
export function SearchPageView({ tenant }: { tenant: string }) {
  useEffect(() => {
    pushDataLayer({ event: 'search_page_view', event_id: ANALYTICS_EVENT_ID.searchPageView, page_path: window.location.pathname, site: tenant });
  }, [tenant]);
  return null;
}
