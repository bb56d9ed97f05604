import type { BlockComponent } from '../shared/block-types';
import { defaultFinanceHref } from '@/domain/finance-link';
import { offerEndsToday } from '@/finance/server/offer-ends-today';
import { financeBlockBounds } from './block-bounds';
import { LazyFinanceCalculator } from './lazy-finance-calculator';

/**
 * Fixed block: the vehicle page's finance calculator (the same island and finance maths) with the
 * block's starting price and rate, next to the editor's heading and intro. Get Pre-Approved goes
 * to the site's default finance link, else the finance form.
 */
export const FinanceCalculator: BlockComponent<'financeCalculator'> = async ({ heading, intro, defaultAmount, defaultInterest, site }) => {
  const bounds = financeBlockBounds(site, { defaultAmount, defaultInterest });
  return (
    <section className="block-section">
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <div>
          <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Finance calculator'}</h2>
          <p className="mt-2 max-w-xl text-neutral-700">{intro || 'Work out your repayments, then get pre-approved with our finance team.'}</p>
        </div>
        <LazyFinanceCalculator bounds={bounds} financeHref={defaultFinanceHref(site.finance, '/finance#finance-form')} disclaimer={site.legal.financeDisclaimer} offerEnds={await offerEndsToday(site)} quoteSlug={null} />
      </div>
    </section>
  );
};
