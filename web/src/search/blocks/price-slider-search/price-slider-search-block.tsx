import { vehicleIndexNames } from '@/search/engine/vehicle-indexes';
import { LazyPriceSliderForm } from './lazy-price-slider-form';
import { searchPort } from '@/search/search-service';
import type { BlockComponent } from '../../../blocks/shared/block-types';
import { stockSearchAction } from '../stock-search/stock-search-targets';

/**
 * Fixed block: price slider search (SPEC 5). The shopper picks a range (5,000 to 250,000 in steps
 * of 500, thumbs never crossing) and goes to the site's stock search in that range, sorted by
 * price descending, with `price_range` in the URL (SPEC 3).
 */
export const PriceSliderSearch: BlockComponent<'priceSliderSearch'> = ({ heading, intro, site }) => {
  const priceDescIndex = vehicleIndexNames(searchPort().indexName).priceDesc;
  return (
    <section className="block-section">
      <div className="grid gap-6 rounded-lg border border-neutral-200 bg-neutral-50 p-6 md:grid-cols-2 md:p-8">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Shop by price'}</h2>
          <p className="mt-2 max-w-xl text-neutral-700">{intro || 'Slide to the price range you have in mind and see the cars in it.'}</p>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <LazyPriceSliderForm searchPath={stockSearchAction('all', site.routes)} priceDescIndex={priceDescIndex} />
        </div>
      </div>
    </section>
  );
};
