'use client';

import { useInstantSearch, useStats } from 'react-instantsearch';
import { resultCount } from '@/search/result-count';

type RawResult = { nbHits?: number; facets?: Record<string, Record<string, number>> };

/**
 * The current search's count (SPEC 9: above 1999 from the main query's facet counts, which the
 * disjunctive queries would overstate) and whether there is a real answer yet.
 */
export function useResultCount(): { count: number; nbHits: number; ready: boolean } {
  // A widget hook: in the server render it waits for the first answer, so the count is real.
  useStats();
  const { results } = useInstantSearch();
  const main = (results as unknown as { _rawResults?: RawResult[]; __isArtificial?: boolean });
  const raw = main._rawResults?.[0];
  const nbHits = results.nbHits ?? 0;
  return { count: resultCount(nbHits, raw?.facets), nbHits, ready: !main.__isArtificial };
}
