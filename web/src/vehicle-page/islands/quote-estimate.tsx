'use client';

import { ComparisonRateWarning } from '@/finance/components/comparison-rate-warning';
import { formatPrice } from '@/lib/format';
import { useQuickQuote } from './use-quick-quote';

/** The page's own estimate (SPEC 9 estimate basis), its basis in words and the benchmark comparison rate. */
export type QuoteFallback = { weekly: number; basis: string; comparisonRate: number | null };

type Props = { slug: string; fallback: QuoteFallback };

/**
 * The sidebar's finance estimate when the car has no lender estimate (SPEC 7: the quote is sent
 * on the vehicle page when the tenant shows estimates, there is no quote yet and the price is
 * positive). It renders the page's own calculation first and swaps in the provider's quote when
 * it arrives; on failure the calculation stays. Both states have the same height (no shift), and
 * each comparison rate comes with its basis and warning (SPEC 9).
 */
export function QuoteEstimate({ slug, fallback }: Props) {
  const quote = useQuickQuote(slug, 'vehicle', 0);
  const weekly = quote ? quote.weeklyRepaymentAmount : fallback.weekly;
  const comparison = quote ? quote.comparisonRate : fallback.comparisonRate;
  return (
    <div className="rounded-lg border border-neutral-200 p-4" data-testid="finance-estimate" data-source={quote ? 'quote' : 'calculation'}>
      <p>
        <span className="text-2xl font-extrabold">{formatPrice(Math.round(weekly))}</span> <span className="text-neutral-700">per week</span>
      </p>
      <p className="mt-1 h-16 text-xs leading-4 text-neutral-700">
        {quote
          ? `Quick quote at ${quote.advertisedRate}% p.a. over 5 years for the full price, excellent credit.`
          : `${fallback.basis} Ask us for a personalised quote.`}
        {comparison !== null && ` Comparison rate ${comparison}% p.a.*`}
      </p>
      {comparison !== null && <ComparisonRateWarning className="mt-1 text-xs leading-4" />}
    </div>
  );
}
