'use client';

import { applyChange, type SearchState } from '@/search/refinements';
import { searchStateHref } from '@/search/search-href';
import { useSearchNavigation } from './search-navigation';

type Props = { state: SearchState; usedCarPrefix: string | null; options: Array<{ value: string; label: string }>; selected: string; primary: string };

/** Sort by index name (a replica per order), as InstantSearch's SortBy does; page is dropped. */
export function SortSelect({ state, usedCarPrefix, options, selected, primary }: Props) {
  const { navigate } = useSearchNavigation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-medium whitespace-nowrap">Sort by</label>
      <select
        id="search-sort"
        value={selected}
        onChange={(event) => {
          const value = event.target.value;
          navigate(searchStateHref(applyChange(state, { sortBy: value === primary ? null : value }), { usedCarPrefix }));
        }}
        className="min-h-11 rounded-md border border-neutral-400 bg-white px-3 text-sm"
      >
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}
