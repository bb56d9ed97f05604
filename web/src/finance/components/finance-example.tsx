import type { SiteConfig } from '@dealer/schemas/content/site';
import { ALTERNATE_EXAMPLE, COMPARISON_RATE_FALLBACK } from '@/domain/finance-constants';
import { ComparisonRateWarning } from './comparison-rate-warning';
import { FinanceDisclaimer } from './finance-disclaimer';

/**
 * SPEC 9: the finance pages' example: where no lender gives a comparison rate, the range 8.38% to
 * 19.42%; the site that advertises 6.29% p.a. (its starting rate) uses the alternate example
 * (comparison rate 8.19%). Either way with its basis and the warning, then the dealer's own
 * finance disclaimer (cut at 197 characters with Show More) after its 'Offer ends' date
 * (offer-ends-today.ts).
 */
export function FinanceExample({ site, offerEnds }: { site: Pick<SiteConfig, 'finance' | 'legal'>; offerEnds: string | null }) {
  const alternate = site.finance.defaultInterest === ALTERNATE_EXAMPLE.interest;
  return (
    <section aria-label="Finance example" className="mt-10 max-w-3xl text-sm text-neutral-700" data-testid="finance-example">
      <p className="text-base">
        {alternate
          ? `Example: ${ALTERNATE_EXAMPLE.interest}% p.a., comparison rate ${ALTERNATE_EXAMPLE.comparisonRate}% p.a.*`
          : `Comparison rates from ${COMPARISON_RATE_FALLBACK.min}% p.a. to ${COMPARISON_RATE_FALLBACK.max}% p.a.*`}
      </p>
      <ComparisonRateWarning className="mt-1 text-base" />
      <FinanceDisclaimer text={site.legal.financeDisclaimer} offerEnds={offerEnds} className="mt-3" />
    </section>
  );
}
