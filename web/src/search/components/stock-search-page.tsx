'use client';

import dynamic from 'next/dynamic';
import { queueSearchInputUntilHydrated } from './pre-hydration-input';
import type { StockSearchProps } from './stock-search';

// From the first script on: the search's server HTML is on screen before its code.
queueSearchInputUntilHydrated();

/**
 * The stock search page's InstantSearch part, whose code (InstantSearch, its helper and router,
 * the filters and results) is a chunk of its own, left out of the page's first-load JavaScript.
 * It still renders on the server: results and filters are in the HTML for shoppers and crawlers.
 * `loading` gives it its own Suspense boundary, so the page hydrates without waiting for it, and
 * what the shopper does in it meanwhile is kept and replayed once it has hydrated.
 */
export const StockSearch = dynamic<StockSearchProps>(() => import('./stock-search').then((m) => m.StockSearch), { loading: SearchPlaceholder });

/**
 * Its server render waits for the search, so the page's shell (header, footer) can reach the
 * browser first and the search stream in after it: a screen's height keeps the footer below the
 * fold meanwhile, so nothing on screen jumps when the results arrive (layout shift).
 */
function SearchPlaceholder() {
  return <div className="min-h-screen" />;
}
