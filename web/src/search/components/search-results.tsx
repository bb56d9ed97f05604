'use client';

import type { PromoNode } from '@dealer/schemas/content/promo';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { memo, useMemo } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import type { PromoSlot } from '@/content/promo-rules';
import type { CardRecord } from '@/search/port/search-record';
import { searchPromoSlots } from '@/search/promo-slots';
import { EmptyResults } from './empty-results';
import { Pagination } from './pagination';
import { ResultCountHeading } from './result-count-heading';
import { ResultsGrid, type CardSite } from './results-grid';
import { SortSelect } from './sort-select';
import { useResultCount } from './use-result-count';
import { refinesWeeklyRepayment } from '@/search/refinements';

type Site = CardSite & Pick<SiteConfig, 'carTypes'>;
type Props = {
  site: Site;
  noun: { singular: string; plural: string };
  sorts: Array<{ value: string; label: string }>;
  promoNodes: readonly PromoNode[];
  /** The server's clock (ISO), so server and browser agree on tags and live promos. */
  now: string;
};

/**
 * The results column: count, sort, the grid and pagination. Its parts are siblings, each its own
 * widget, so none holds another back in the server render (see result-count.tsx).
 */
export function SearchResults({ site, noun, sorts, promoNodes, now }: Props) {
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ResultCountHeading noun={noun} />
        <SortSelect options={sorts} />
      </div>
      <ResultHits site={site} promoNodes={promoNodes} now={now} />
      <Pagination />
    </>
  );
}

/**
 * The grid (with promo cards for the searched car types), or the empty results card. While a
 * search is under way or has failed, the last answer stays on screen (SPEC 4: no message).
 */
function ResultHits({ site, promoNodes, now }: Pick<Props, 'site' | 'promoNodes' | 'now'>) {
  const { items, results } = useHits<CardRecord>();
  const { indexUiState } = useInstantSearch();
  const { ready } = useResultCount();
  const clock = useMemo(() => new Date(now), [now]);
  const carTypes = indexUiState.refinementList?.car_type;
  const promos = useMemo(() => searchPromoSlots(promoNodes, site, carTypes ?? [], clock), [promoNodes, site, carTypes, clock]);
  // While the shopper narrows by weekly repayment, each card states its own.
  const weekly = refinesWeeklyRepayment(indexUiState);
  if (items.length === 0) return ready ? <EmptyResults refreshPath={site.routes.refreshPath} /> : null;
  return <AnswerGrid answer={results} hits={items as unknown as CardRecord[]} site={site} now={clock} promos={promos} weekly={weekly} />;
}

type AnswerGridProps = Parameters<typeof ResultsGrid>[0] & { answer: unknown };

/**
 * The grid redraws for a new answer (or other promo cards), not for every widget update: after
 * hydration each widget renders again with the same answer, and 21 cards are the page's bulk.
 */
const AnswerGrid = memo(
  function AnswerGrid({ answer: _answer, ...props }: AnswerGridProps) {
    return <ResultsGrid {...props} />;
  },
  (before, after) =>
    before.answer === after.answer && before.site === after.site && before.now === after.now && before.hits.length === after.hits.length
    && before.weekly === after.weekly
    && samePromos(before.promos ?? [], after.promos ?? []),
);

const samePromos = (a: readonly PromoSlot[], b: readonly PromoSlot[]) =>
  a.length === b.length && a.every((slot, i) => slot.position === b[i]?.position && slot.node === b[i]?.node);
