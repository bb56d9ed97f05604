'use client';

import { CREDIT_HISTORIES, digitsOnly, quickQuotePriceOnBlur, type CreditHistory } from '@/domain/quick-quote';
import { monthlyFromWeekly } from '@/domain/finance-maths';
import { comparisonRatesText, quoteComparisonRate } from '@/domain/quote-comparison-rate';
import { formatPrice } from '@/lib/format';
import type { FinanceQuote } from '../browser/finance-api';
import { ComparisonRateWarning } from './comparison-rate-warning';
import { FinanceField, SELECT_CLASS } from './finance-field';

export type EstimateValues = { price: string; term: number; credit: CreditHistory };

const CREDIT_LABELS: Record<CreditHistory, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' };
const TERMS = [1, 2, 3, 4, 5, 6, 7];
/** Figures of a typical length, laid out unseen to reserve the estimate's height until it arrives. */
const SAMPLE_QUOTE: FinanceQuote = { weeklyRepaymentAmount: 188.88, advertisedRate: 8.88, comparisonRate: 8.88 };

/** `price`: the purchase price the quote is for (the entry clamped to 10,000–200,000). */
type Props = { id: string; values: EstimateValues; onChange: (values: EstimateValues) => void; quote: FinanceQuote | null; pending: boolean; price: number };

/**
 * Step 1, Quick Estimate (SPEC 5 quick-quote form): purchase price digits only, clamped to
 * 10,000–200,000 on blur; loan term 1–7 (default 5); credit history GREAT/DECENT/POOR (default
 * GREAT). The estimate follows 500 ms after the last change; monthly = weekly x 4.33. Its comparison
 * rates: the quoted loan's own (SPEC 9's rule) beside the provider's $30,000 / 5-year one.
 */
export function QuickEstimateStep({ id, values, onChange, quote, pending, price }: Props) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FinanceField id={`${id}-price`} label="Purchase price" inputMode="numeric" autoComplete="off" value={values.price}
          hint="From $10,000 to $200,000."
          onChange={(event) => onChange({ ...values, price: digitsOnly(event.target.value) })}
          onBlur={() => onChange({ ...values, price: String(quickQuotePriceOnBlur(values.price)) })} />
        <div>
          <label htmlFor={`${id}-term`} className="font-medium">Loan term</label>
          <select id={`${id}-term`} className={SELECT_CLASS} value={values.term} onChange={(event) => onChange({ ...values, term: Number(event.target.value) })}>
            {TERMS.map((years) => <option key={years} value={years}>{years} year{years > 1 ? 's' : ''}</option>)}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="font-medium">Credit history</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {CREDIT_HISTORIES.map((credit) => (
            <label key={credit} className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-neutral-400 has-checked:border-brand has-checked:bg-neutral-100 has-checked:font-semibold has-focus-visible:outline-2">
              <input type="radio" name={`${id}-credit`} value={credit} checked={values.credit === credit} onChange={() => onChange({ ...values, credit })} className="sr-only" />
              {CREDIT_LABELS[credit]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* The box holds the height of a filled estimate from the start: when the quote arrives the
          Next button below it stays where the shopper is about to tap. */}
      <div className="grid rounded-lg bg-neutral-100 p-4 text-center *:[grid-area:1/1]" aria-live="polite" data-testid="quick-estimate">
        {quote ? (
          <EstimateFigures quote={quote} price={price} term={values.term} />
        ) : (
          <>
            <div className="invisible" aria-hidden="true"><EstimateFigures quote={SAMPLE_QUOTE} price={price} term={values.term} sample /></div>
            <p className="self-center text-neutral-700">{pending ? 'Working out your estimate…' : 'Your estimate will show here.'}</p>
          </>
        )}
      </div>
    </div>
  );
}

/** `sample`: the unseen stand-in, without the test ids of the figures a shopper reads. */
function EstimateFigures({ quote, price, term, sample = false }: { quote: FinanceQuote; price: number; term: number; sample?: boolean }) {
  const testId = (name: string) => (sample ? null : name);
  return (
    <div>
      <p><span className="text-3xl font-extrabold" data-testid={testId('estimate-weekly')}>{formatPrice(quote.weeklyRepaymentAmount)}</span> per week</p>
      <p className="text-neutral-700"><span data-testid={testId('estimate-monthly')}>{formatPrice(monthlyFromWeekly(quote.weeklyRepaymentAmount))}</span> per month at {quote.advertisedRate}% p.a. (comparison rate {comparisonRatesText({ amount: price, termYears: term, rate: quoteComparisonRate(price, term, quote) }, quote.comparisonRate, formatPrice)})</p>
      <ComparisonRateWarning className="mt-2 text-base" testId={testId('comparison-warning')} />
    </div>
  );
}
