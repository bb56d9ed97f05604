import { CssIcon } from '@/components/ui/css-icon';
import { buttonVariants } from '@/components/ui/button-variants';
import type { BlockComponent } from '../../../blocks/shared/block-types';
import { quickMakes } from './quick-makes';
import { quickFilters, stockSearchAction, stockSearchState, type QuickFilter } from './stock-search-targets';

function FilterLinks({ label, items }: { label: string; items: QuickFilter[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-medium hover:border-neutral-900">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Fixed block: a keyword box that submits to the stock search (`?query=`, SPEC 2) for the
 * block's car type, with car-type and make shortcuts. A plain GET form, so it works before (or
 * without) JavaScript.
 */
export const StockSearch: BlockComponent<'stockSearch'> = async ({ heading, intro, carType, filter, site }) => {
  const makes = await quickMakes(site, stockSearchState(carType, site.routes), filter);
  const quick = quickFilters(carType, site, makes);
  const inputId = `stock-search-${carType}`;
  return (
    <section className="block-section">
      <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-6 md:p-8">
        <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Search our stock'}</h2>
        {intro && <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>}
        <form method="get" action={stockSearchAction(carType, site.routes)} role="search" className="mt-5 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">Search by make, model or keyword</label>
          <input
            id={inputId}
            name="query"
            type="search"
            placeholder="Search by make, model or keyword"
            maxLength={100}
            className="min-h-12 flex-1 rounded-md border border-neutral-400 bg-white px-4 text-base"
          />
          <button type="submit" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            <CssIcon name="search" /> Search
          </button>
        </form>
        <FilterLinks label="Search by type" items={quick.types} />
        <FilterLinks label="Search by make" items={quick.makes} />
      </div>
    </section>
  );
};
