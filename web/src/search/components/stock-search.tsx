'use client';

import type { PromoNode } from '@dealer/schemas/content/promo';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { useMemo, useState } from 'react';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import type { ListAttribute, RangeAttribute } from '@/search/refinements';
import { createSearchClient, type BrowserSearchConfig } from '@/search/search-client';
import type { LocationContext } from '@/search/search-location';
import { searchRouting } from '@/search/search-routing';
import type { SearchSettings } from '@/search/sort-options';
import type { CardSite } from './results-grid';
import { SearchBox } from './search-box';
import { FilterPanel } from './filter-panel';
import { SearchClientContext } from './search-client-context';
import { SearchFilters } from './search-filters';
import { useSearchHydrated } from './pre-hydration-input';
import { FollowNavigation, useNavigationUpdates } from './use-navigation-updates';
import { PendingRegion, SearchConfigure, SearchHeading } from './search-frame';
import { SearchHistory } from './search-history-list';
import { SearchPageView } from './search-page-view';
import { SearchResults } from './search-results';
import { VirtualRefinements } from './virtual-refinements';

export type StockSearchProps = {
  /** The site's slug: the server render searches in process for this tenant. */
  tenant: string;
  site: CardSite & Pick<SiteConfig, 'carTypes' | 'name'>;
  noun: { singular: string; plural: string };
  heading: string;
  /** The heading when the path names nothing ("Search Our Stock", "Cars for Sale"). */
  fallbackHeading: string;
  now: string;
  settings: SearchSettings;
  location: LocationContext;
  searchConfig: BrowserSearchConfig;
  promoNodes: PromoNode[];
  showCarType: boolean;
  /** Refinements without a visible filter that this page must keep (see VirtualRefinements). */
  hidden: { lists: ListAttribute[]; ranges: RangeAttribute[] };
};

/**
 * A stock search page (SPEC 2 "Search and listing screens") on InstantSearch: the server renders
 * the first page of results, then the browser searches in place and keeps the URL in step.
 */
export function StockSearch(props: StockSearchProps) {
  const { tenant, searchConfig, settings, location } = props;
  const [client] = useState(() => createSearchClient(searchConfig, tenant));
  const navigation = useNavigationUpdates();
  const routing = useMemo(() => searchRouting(settings.primary, location, navigation), [settings.primary, location, navigation]);
  useSearchHydrated();
  return (
    <SearchClientContext value={client}>
      <InstantSearchNext searchClient={client} indexName={settings.primary} routing={routing} future={{ preserveSharedStateOnUnmount: true }}>
        <SearchLayout {...props} />
      </InstantSearchNext>
      <FollowNavigation updates={navigation} />
      <SearchPageView tenant={tenant} />
    </SearchClientContext>
  );
}

function SearchLayout({ site, noun, heading, fallbackHeading, now, settings, location, promoNodes, showCarType, hidden }: StockSearchProps) {
  return (
    <PendingRegion className="container-page py-8">
      <SearchConfigure settings={settings} />
      <VirtualRefinements lists={hidden.lists} ranges={hidden.ranges} />
      <SearchHeading heading={heading} fallback={fallbackHeading} plural={noun.plural} location={location} siteName={site.name} />
      <div className="mt-4 max-w-2xl">
        <SearchBox label={`Search ${noun.plural.toLowerCase()}`} />
        <SearchHistory primary={settings.primary} location={location} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[280px_1fr]">
        <FilterPanel>
          <SearchFilters settings={settings} usedCarPrefix={location.usedCarPrefix ?? null} noun={noun.plural} showCarType={showCarType} />
        </FilterPanel>
        <section id="results" aria-labelledby="results-heading" tabIndex={-1} className="min-w-0 transition-opacity [[data-search-pending=true]_&]:opacity-60">
          <SearchResults site={site} noun={noun} sorts={settings.sorts} promoNodes={promoNodes} now={now} />
        </section>
      </div>
    </PendingRegion>
  );
}
