import { monthlyFromWeekly } from '@/domain/finance-maths';
import { quoteComparisonRate } from '@/domain/quote-comparison-rate';
import { formatPrice } from '@/lib/format';
import type { FinanceQuote } from '../browser/finance-api';
import { ComparisonRateWarning } from './comparison-rate-warning';

type Props = {
  quote: FinanceQuote;
  fortnightly?: boolean;
  /** The quoted loan (price and term): its own comparison rate is stated beside the benchmark's. */
  loan?: { amount: number; termYears: number };
};

/**
 * A quote's repayments (weekly; monthly = weekly x 4.33, SPEC 7; fortnightly = 2 weeks), its rate
 * and comparison rates, the quoted loan's own (SPEC 9's rule for its amount and term) and the
 * provider's for $30,000 over 5 years, with the warning and basis beside them (SPEC 9).
 */
export function QuoteFigures({ quote, fortnightly = false, loan }: Props) {
  const own = loan ? quoteComparisonRate(loan.amount, loan.termYears, quote) : null;
  // [label, value, test id]: the benchmark's row keeps its id whatever its label says.
  const rows: [string, string, string?][] = [
    ['Per week', formatPrice(quote.weeklyRepaymentAmount)],
    ...(fortnightly ? [['Per fortnight', formatPrice(Math.round(quote.weeklyRepaymentAmount * 200) / 100)] as [string, string]] : []),
    ['Per month', formatPrice(monthlyFromWeekly(quote.weeklyRepaymentAmount))],
    ['Indicative rate', `${quote.advertisedRate}% p.a.`],
    ...(loan && own !== null
      ? [[`Comparison rate on ${formatPrice(loan.amount)} over ${loan.termYears} year${loan.termYears === 1 ? '' : 's'}*`, `${own}% p.a.`, 'quote-loan-comparison-rate'] as [string, string, string]]
      : []),
    [loan ? 'Comparison rate on $30,000 over 5 years*' : 'Comparison rate*', `${quote.comparisonRate}% p.a.`, 'quote-comparison-rate'],
  ];
  return (
    <div data-testid="quote-figures">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-700">{label}</dt>
            <dd className="text-right font-semibold" data-testid={testId ?? `quote-${label.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <ComparisonRateWarning className="mt-3 text-base" />
    </div>
  );
}
