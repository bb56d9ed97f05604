import type { SiteConfig } from '@dealer/schemas/content/site';
import type { PromoSlot } from '@/content/promo-rules';
import type { SearchState } from '@/search/refinements';
import { countLabel } from '@/search/result-count';
import type { SearchView } from '@/search/server/vehicle-search';
import { EmptyResults } from './empty-results';
import { Pagination } from './pagination';
import { ResultsGrid } from './results-grid';
import { SearchBox } from './search-box';
import { SearchFilters } from './search-filters';
import { SearchNavigationProvider } from './search-navigation';
import { SortSelect } from './sort-select';

type Props = { site: SiteConfig; state: SearchState; view: SearchView; heading: string; now: Date; promos?: readonly PromoSlot[] };

/** What the tenant sells, for counts and buttons: "Cars" on car dealers, else "Vehicles". */
export function stockNoun(site: Pick<SiteConfig, 'itemTypes'>): { singular: string; plural: string } {
  const carsOnly = site.itemTypes.length === 0 || site.itemTypes.every((type) => type === 'car');
  return carsOnly ? { singular: 'Car', plural: 'Cars' } : { singular: 'Vehicle', plural: 'Vehicles' };
}

/**
 * A stock search page (SPEC 2 "Search and listing screens"): keyword box, filters, sort, the
 * result count, the grid of car cards and pagination, or the empty results card.
 */
export function SearchPage({ site, state, view, heading, now, promos }: Props) {
  const usedCarPrefix = site.routes.usedCarPrefix ?? null;
  const noun = stockNoun(site);
  const primary = view.sorts[0]?.value ?? view.sort.value;
  return (
    <SearchNavigationProvider>
      <div className="container-page py-8">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <div className="mt-4 max-w-2xl">
          <SearchBox state={state} usedCarPrefix={usedCarPrefix} label={`Search ${noun.plural.toLowerCase()}`} />
        </div>
        <div className="mt-6 grid gap-8 lg:grid-cols-[280px_1fr]">
          <aside aria-labelledby="filters-heading">
            <h2 id="filters-heading" className="text-lg font-semibold">Filters</h2>
            <SearchFilters state={state} view={view} usedCarPrefix={usedCarPrefix} noun={noun.plural} showCarType={site.carTypes.length > 1} />
          </aside>
          <section id="results" aria-labelledby="results-heading" tabIndex={-1} className="min-w-0 transition-opacity [[data-search-pending=true]_&]:opacity-60">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" className="text-lg font-semibold" data-testid="search-count">
                {countLabel(view.count, noun.singular.toLowerCase(), noun.plural.toLowerCase())} found
              </h2>
              <SortSelect state={state} usedCarPrefix={usedCarPrefix} options={view.sorts} selected={view.sort.value} primary={primary} />
            </div>
            {view.hits.length > 0 ? (
              <>
                <ResultsGrid hits={view.hits} site={site} now={now} promos={promos} />
                <Pagination state={state} nbPages={view.nbPages} usedCarPrefix={usedCarPrefix} />
              </>
            ) : (
              <EmptyResults refreshPath={site.routes.refreshPath} />
            )}
          </section>
        </div>
      </div>
    </SearchNavigationProvider>
  );
}
