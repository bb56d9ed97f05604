'use client';

import { Check } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { clsx } from 'clsx';
import { otherMakesCount } from '@/search/make-list';
import type { ListAttribute } from '@/search/refinements';

/** SPEC 9: lists show up to 30 values (make_model's limit); counts first, then by name. */
export const FACET_LIMIT = 30;
const SORT_BY: Array<'count:desc' | 'name:asc'> = ['count:desc', 'name:asc'];

type Item = { value: string; label: string; count: number; isRefined: boolean };

type Props = {
  attribute: ListAttribute;
  /** How many to show before the rest fold away (SPEC 9: 7 makes, then 'Show all makes'). */
  visible?: number;
  moreLabel?: string;
  /** Names the folded values' total count beside the fold, e.g. 'Other' for 'Show all makes (Other 18)'. */
  foldedCount?: string;
  /** At most this many values (4 body tiles). */
  limit?: number;
  /** Display text for a value (make_model shows the model only). */
  labelOf?: (value: string) => string;
  /** Which values to offer (models of the selected makes only). */
  keep?: (value: string) => boolean;
  /** Wraps the list when it has values (a filter group); nothing renders when it has none. */
  frame: (list: React.ReactNode) => React.ReactNode;
};

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A refinement list (InstantSearch's, OR within the attribute, counts from the disjunctive query)
 * drawn as links: each href is the URL with that value toggled, so it opens in a new tab too; a
 * plain click refines in place. Folded values sit in a <details>.
 */
export function RefinementList({ attribute, visible, moreLabel, foldedCount, limit = FACET_LIMIT, labelOf = (v) => v, keep = () => true, frame }: Props) {
  const { items, refine, createURL } = useRefinementList({ attribute, limit, sortBy: SORT_BY });
  // Folded values are drawn once the shopper unfolds them (less to render on page load).
  const [unfolded, setUnfolded] = useState(false);
  const values = (items as Item[]).filter((item) => keep(item.value));
  if (values.length === 0) return null;
  const item = ({ value, count, isRefined }: Item) => (
    <li key={value}>
      <a
        href={createURL(value)}
        role="checkbox"
        aria-checked={isRefined}
        rel="nofollow"
        data-refinement={`${attribute}:${value}`}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          refine(value);
        }}
        className="flex min-h-9 items-center gap-2 rounded px-1 text-sm hover:bg-neutral-100"
      >
        <span aria-hidden="true" className={clsx('grid size-4 shrink-0 place-items-center rounded-sm border border-neutral-600', isRefined && 'bg-neutral-900 text-white')}>
          {isRefined && <Check className="size-3" />}
        </span>
        <span className="flex-1">{labelOf(value)}</span>
        <span className="text-neutral-700">{count}</span>
      </a>
    </li>
  );
  const shown = values.slice(0, visible ?? values.length);
  const folded = values.slice(visible ?? values.length);
  return frame(
    <div>
      <ul className="space-y-0.5">{shown.map(item)}</ul>
      {folded.length > 0 && (
        <details className="mt-1" onToggle={(event) => event.currentTarget.open && setUnfolded(true)}>
          <summary className="min-h-9 cursor-pointer py-2 text-sm font-medium text-brand-ink underline">
            {moreLabel ?? 'Show more'}
            {foldedCount && <span className="ml-1 font-normal text-neutral-700">({foldedCount} {otherMakesCount(values, visible)})</span>}
          </summary>
          {unfolded && <ul className="space-y-0.5">{folded.map(item)}</ul>}
        </details>
      )}
    </div>,
  );
}
