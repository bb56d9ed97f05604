import { LazyBudgetSearchForm } from './lazy-budget-search-form';
import { EMPTY_STATE } from '@/search/refinements';
import { stockNoun } from '@/search/stock-noun';
import type { BlockComponent } from '../../../blocks/shared/block-types';
import { budgetFloor } from './budget-floor';

/**
 * Fixed block: the search page's budget search (SPEC 4, 9) on a content page. The estimate
 * submits to the stock search with the price range; the cheapest car in stock decides when the
 * button reads '0 {cars} Found'.
 */
export const BudgetSearch: BlockComponent<'budgetSearch'> = async ({ heading, intro, frequency, site }) => {
  const lowestPrice = await budgetFloor(site, EMPTY_STATE);
  return (
    <section className="block-section">
      <div className="grid gap-6 rounded-lg border border-neutral-200 bg-neutral-50 p-6 md:grid-cols-2 md:p-8">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Search by budget'}</h2>
          <p className="mt-2 max-w-xl text-neutral-700">{intro || 'Tell us what you can repay and your deposit, and we will show the cars in your budget.'}</p>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <LazyBudgetSearchForm state={EMPTY_STATE} usedCarPrefix={site.routes.usedCarPrefix ?? null} noun={stockNoun(site).plural} lowestPrice={lowestPrice} initialFrequency={frequency} flavour={site.search.budgetFlavour} />
        </div>
      </div>
    </section>
  );
};
