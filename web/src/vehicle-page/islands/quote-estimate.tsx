'use client';

import { formatPrice } from '@/lib/format';
import { useQuickQuote } from './use-quick-quote';

type Props = { slug: string; fallback: { weekly: number; interest: number; termYears: number } };

/**
 * The sidebar's finance estimate when the car has no lender estimate (SPEC 7: the quote is sent
 * on the vehicle page when the tenant shows estimates, there is no quote yet and the price is
 * positive). It renders the page's own calculation first and swaps in the provider's quote when
 * it arrives; on failure the calculation stays. Both states have the same height (no shift).
 */
export function QuoteEstimate({ slug, fallback }: Props) {
  const quote = useQuickQuote(slug, 'vehicle', 0);
  const weekly = quote ? quote.weeklyRepaymentAmount : fallback.weekly;
  return (
    <div className="rounded-lg border border-neutral-200 p-4" data-testid="finance-estimate" data-source={quote ? 'quote' : 'calculation'}>
      <p>
        <span className="text-2xl font-extrabold">{formatPrice(Math.round(weekly))}</span> <span className="text-neutral-700">per week</span>
      </p>
      <p className="mt-1 h-8 text-xs leading-4 text-neutral-700">
        {quote
          ? `Quick quote at ${quote.advertisedRate}% p.a. (comparison rate ${quote.comparisonRate}% p.a.) over 5 years, excellent credit.`
          : `Estimate at ${fallback.interest}% p.a. over ${fallback.termYears} years. Ask us for a personalised quote.`}
      </p>
    </div>
  );
}
