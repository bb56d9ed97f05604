'use client';

import { useInstantSearch, useSortBy } from 'react-instantsearch';

type Props = { options: Array<{ value: string; label: string }> };

/** Sort by index name (a replica per order, SPEC 5); a new order starts again at page 1. */
export function SortSelect({ options }: Props) {
  const { currentRefinement } = useSortBy({ items: options });
  const { setIndexUiState } = useInstantSearch();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-medium whitespace-nowrap">Sort by</label>
      <select
        id="search-sort"
        value={currentRefinement}
        // Page 3 of another order is meaningless, so the page goes with the change.
        onChange={(event) => {
          const sortBy = event.target.value;
          setIndexUiState((state) => ({ ...state, sortBy, page: undefined }));
        }}
        className="min-h-11 rounded-md border border-neutral-400 bg-white px-3 text-sm"
      >
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}
