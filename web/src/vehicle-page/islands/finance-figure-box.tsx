'use client';

import { ComparisonRateWarning } from '@/finance/components/comparison-rate-warning';
import { formatPrice } from '@/lib/format';
import { useFinanceFigure } from './finance-figure-context';

type Props = { lenderDisclaimer: string | null };

/**
 * The sidebar's finance estimate: the page's one weekly figure with its basis (the lender's
 * disclaimer where the lender gives one), and its comparison rate with the warning (SPEC 9). The
 * basis line keeps its height when a quote replaces the calculation, so nothing shifts.
 */
export function FinanceFigureBox({ lenderDisclaimer }: Props) {
  const figure = useFinanceFigure();
  if (!figure) return null;
  const basis = figure.source === 'lender' && lenderDisclaimer ? lenderDisclaimer : figure.basis;
  const comparison = figure.source === 'lender' && lenderDisclaimer ? null : figure.comparisonRate;
  return (
    <div className="rounded-lg border border-neutral-200 p-4" data-testid="finance-estimate" data-source={figure.source}>
      <p>
        <span className="text-2xl font-extrabold" data-testid="finance-figure">{formatPrice(figure.weekly)}</span> <span className="text-neutral-700">per week</span>
      </p>
      <p className={`mt-1 text-xs leading-4 text-neutral-700 ${figure.source === 'lender' ? '' : 'h-16'}`}>
        {basis}
        {comparison !== null && ` Comparison rate ${comparison}% p.a.*`}
      </p>
      {comparison !== null && <ComparisonRateWarning className="mt-1 text-xs leading-4" />}
    </div>
  );
}
