import { useSearchParams as useRequestSearchParams } from 'next/navigation';
import { useQueryLessSearch } from './query-less-search';

export * from 'next/navigation';

const NO_QUERY = new URLSearchParams();

/**
 * `next/navigation` as react-instantsearch-nextjs sees it (next.config.ts aliases the library's
 * import here). On the server a query-less page answers an empty query instead of reading the
 * request's: a prerendered page's component that reads the query is left to the request, with all
 * under it, and InstantSearchNext is the parent of the whole search. Every other page, and the
 * browser, reads the real one.
 */
export function useSearchParams(): URLSearchParams {
  const queryLess = useQueryLessSearch() && typeof window === 'undefined';
  // Whether the page is query-less never changes for a mounted tree, so the hooks called stay the same.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return queryLess ? NO_QUERY : useRequestSearchParams();
}
