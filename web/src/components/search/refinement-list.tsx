import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { toggleValue, type ListAttribute, type SearchState } from '@/search/refinements';
import { searchStateHref } from '@/search/search-href';
import { SearchLink } from './search-link';

type Props = {
  attribute: ListAttribute;
  values: Array<{ value: string; count: number }>;
  state: SearchState;
  usedCarPrefix: string | null;
  /** How many to show before the rest fold away (SPEC 9: 7 makes, then 'Show all makes'). */
  visible?: number;
  moreLabel?: string;
  /** Display text for a value (make_model shows the model only). */
  labelOf?: (value: string) => string;
};

/**
 * A refinement list as links (no client state): each toggles one value in the URL, so it works
 * without JS and back/forward restore it. Folded values sit in a <details>, no script needed.
 */
export function RefinementList({ attribute, values, state, usedCarPrefix, visible = values.length, moreLabel, labelOf = (v) => v }: Props) {
  const selected = new Set(state.lists[attribute] ?? []);
  const item = ({ value, count }: { value: string; count: number }) => {
    const on = selected.has(value);
    return (
      <li key={value}>
        <SearchLink
          href={searchStateHref(toggleValue(state, attribute, value), { usedCarPrefix })}
          role="checkbox"
          aria-checked={on}
          rel="nofollow"
          data-refinement={`${attribute}:${value}`}
          className="flex min-h-9 items-center gap-2 rounded px-1 text-sm hover:bg-neutral-100"
        >
          <span aria-hidden="true" className={cn('grid size-4 shrink-0 place-items-center rounded-sm border border-neutral-600', on && 'bg-neutral-900 text-white')}>
            {on && <Check className="size-3" />}
          </span>
          <span className="flex-1">{labelOf(value)}</span>
          <span className="text-neutral-700">{count}</span>
        </SearchLink>
      </li>
    );
  };
  const shown = values.slice(0, visible);
  const folded = values.slice(visible);
  return (
    <div>
      <ul className="space-y-0.5">{shown.map(item)}</ul>
      {folded.length > 0 && (
        <details className="mt-1">
          <summary className="min-h-9 cursor-pointer py-2 text-sm font-medium text-brand-ink underline">{moreLabel ?? 'Show more'}</summary>
          <ul className="space-y-0.5">{folded.map(item)}</ul>
        </details>
      )}
    </div>
  );
}
