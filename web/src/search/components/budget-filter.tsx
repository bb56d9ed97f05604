'use client';

import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { formatRangeParam } from '@/search/range-param';
import { budgetFloorRequest } from '@/search/search-request';
import { requestOptions, type SearchSettings } from '@/search/sort-options';
import { fromIndexUiState } from '@/search/ui-state';
import { BudgetSearch } from './budget-search-form';
import { useSearchClient } from './search-client-context';

type Props = { usedCarPrefix: string | null; noun: string; settings: SearchSettings };

type FloorResult = { facets_stats?: { price?: { min?: number } } };

/**
 * Budget search inside the search page: the floor (cheapest car over $1000 among the current
 * results, price refinement aside) is one extra query through the page's client, and "Show Me"
 * sets the price range in place instead of loading a page.
 */
export function BudgetFilter({ usedCarPrefix, noun, settings }: Props) {
  const client = useSearchClient();
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const state = fromIndexUiState(indexUiState, settings.primary);
  const request = budgetFloorRequest(state, requestOptions(settings, state.sortBy));
  const key = JSON.stringify(request);
  const [floor, setFloor] = useState<{ key: string; value: number | null } | null>(null);

  useEffect(() => {
    if (!client) return;
    let live = true;
    const query = JSON.parse(key) as typeof request;
    client.search([query] as never)
      .then((response) => {
        const value = (response.results[0] as FloorResult | undefined)?.facets_stats?.price?.min;
        if (live) setFloor({ key, value: typeof value === 'number' ? value : null });
      })
      // No floor, no disabled state: the button still searches.
      .catch(() => live && setFloor({ key, value: null }));
    return () => {
      live = false;
    };
  }, [client, key]);

  return (
    <BudgetSearch
      state={state}
      usedCarPrefix={usedCarPrefix}
      noun={noun}
      lowestPrice={floor?.value ?? null}
      flavour={settings.budgetFlavour}
      onSearch={(range) => setIndexUiState((ui) => ({ ...ui, page: undefined, range: { ...ui.range, price: formatRangeParam(range) ?? '' } }))}
    />
  );
}
