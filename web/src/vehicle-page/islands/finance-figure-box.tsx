'use client';

import { ComparisonRateWarning } from '@/finance/components/comparison-rate-warning';
import { FinanceDisclaimer } from '@/finance/components/finance-disclaimer';
import { comparisonRatesText } from '@/domain/quote-comparison-rate';
import { formatPrice } from '@/lib/format';
import { useFinanceFigure } from './finance-figure-context';

type Props = {
  /** The lender's disclaimer for this car (SPEC 7 "Fetch vehicle finance disclaimer"), in full. */
  lenderDisclaimer: string | null;
  /** The site's finance disclaimer, for a figure the lender does not state. */
  siteDisclaimer: string;
  /** 'Offer ends {date}' while the site's finance offer runs (domain/finance-offer.ts). */
  offerEnds: string | null;
};

/**
 * The sidebar's finance estimate: the page's one weekly figure with its basis (the lender's
 * disclaimer where the lender gives one), and its comparison rates with the warning (SPEC 9: the
 * loan's own, then the $30,000 over 5 years benchmark's); then
 * the 'Offer ends' date and the finance disclaimer cut at 197 characters with Show More. The
 * basis line keeps its height when a quote replaces the calculation, so nothing shifts.
 */
export function FinanceFigureBox({ lenderDisclaimer, siteDisclaimer, offerEnds }: Props) {
  const figure = useFinanceFigure();
  if (!figure) return null;
  // The lender's disclaimer states its figure's basis itself (and its comparison rate).
  const lenderStates = figure.source === 'lender' && !!lenderDisclaimer;
  const comparison = lenderStates ? null : figure.comparisonRate;
  return (
    <div className="rounded-lg border border-neutral-200 p-4" data-testid="finance-estimate" data-source={figure.source}>
      <p>
        <span className="text-2xl font-extrabold" data-testid="finance-figure">{formatPrice(figure.weekly)}</span> <span className="text-neutral-700">per week</span>
      </p>
      {!lenderStates && (
        <p className={`mt-1 text-xs leading-4 text-neutral-700 ${figure.source === 'lender' ? '' : 'h-24'}`} data-testid="finance-basis">
          {figure.basis}
          {comparison !== null && ` Comparison rate ${comparisonRatesText({ amount: figure.amount, termYears: figure.termYears, rate: figure.amountComparisonRate }, comparison, formatPrice)}.`}
        </p>
      )}
      {comparison !== null && <ComparisonRateWarning className="mt-1 text-xs leading-4" />}
      <FinanceDisclaimer text={lenderStates ? lenderDisclaimer : siteDisclaimer} offerEnds={offerEnds} className="mt-2 text-xs leading-4 text-neutral-700" />
    </div>
  );
}
