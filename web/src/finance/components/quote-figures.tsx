import { monthlyFromWeekly } from '@/domain/finance-maths';
import { formatPrice } from '@/lib/format';
import type { FinanceQuote } from '../browser/finance-api';
import { ComparisonRateWarning } from './comparison-rate-warning';

/**
 * A quote's repayments (weekly; monthly = weekly x 4.33, SPEC 7; fortnightly = 2 weeks), its rate
 * and comparison rate with the warning and basis beside them (SPEC 9).
 */
export function QuoteFigures({ quote, fortnightly = false }: { quote: FinanceQuote; fortnightly?: boolean }) {
  const rows: [string, string][] = [
    ['Per week', formatPrice(quote.weeklyRepaymentAmount)],
    ...(fortnightly ? [['Per fortnight', formatPrice(Math.round(quote.weeklyRepaymentAmount * 200) / 100)] as [string, string]] : []),
    ['Per month', formatPrice(monthlyFromWeekly(quote.weeklyRepaymentAmount))],
    ['Indicative rate', `${quote.advertisedRate}% p.a.`],
    ['Comparison rate*', `${quote.comparisonRate}% p.a.`],
  ];
  return (
    <div data-testid="quote-figures">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-700">{label}</dt>
            <dd className="text-right font-semibold" data-testid={`quote-${label.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <ComparisonRateWarning className="mt-3 text-base" />
    </div>
  );
}
