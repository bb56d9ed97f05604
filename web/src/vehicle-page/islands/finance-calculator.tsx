'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { CalculatorBounds } from '@/domain/finance-bounds';
import { FREQUENCIES, MIN_MEANINGFUL_REPAYMENT, repayment, totalPayable, type Frequency } from '@/domain/finance-maths';
import { formatPrice } from '@/lib/format';
import { FinanceDisclaimer } from '@/finance/components/finance-disclaimer';
import { calculatorFirstUse } from '../analytics/vehicle-events';
import { changedBeforeHydration } from './changed-before-hydration';
import { QUICK_QUOTE_DEBOUNCE_MS, QUICK_QUOTE_TERM, quickQuotePrice } from '@/domain/quick-quote';
import { boundsFromFigure } from '@/domain/vehicle-finance-figure';
import { comparisonRatesText, quoteComparisonRate } from '@/domain/quote-comparison-rate';
import { useFinanceFigure } from './finance-figure-context';
import { useQuickQuote } from './use-quick-quote';

/** `quoteSlug`: the car whose finance-quote API gives a quick quote for the shopper's figures (tenants with estimates). */
type Props = {
  bounds: CalculatorBounds;
  financeHref: string;
  /** The site's finance disclaimer, cut at 197 characters with Show More. */
  disclaimer: string;
  /** 'Offer ends {date}' while the site's finance offer runs (domain/finance-offer.ts). */
  offerEnds?: string | null;
  quoteSlug?: string | null;
};

const money = (value: number) => formatPrice(Math.round(value));

type LoanChoice = { amount: number; term: number; interest: number; frequency: Frequency };
type Slider = 'amount' | 'term' | 'interest';

/**
 * The vehicle-page finance calculator (SPEC 5 bounds, SPEC 4 "Finance details panel"): the
 * repayment recalculates on every change; the total payable is blank at a repayment of 25 or
 * less, with 'Enquire for Finance' instead. Once the shopper has used it, a quick quote for the
 * chosen amount and term follows 500 ms after the last change (SPEC 7/9); without one (failure,
 * pending) the calculation stands alone. On a vehicle page it starts from the page's one finance
 * figure (domain/vehicle-finance-figure.ts): its loan, its final payment, and the figure itself
 * with its basis until the shopper changes a value.
 */
export function FinanceCalculator({ bounds: siteBounds, financeHref, disclaimer, offerEnds = null, quoteSlug = null }: Props) {
  const id = useId();
  // On a vehicle page the calculator starts from the page's one figure (its loan, and the figure
  // itself until the shopper changes something); elsewhere from the site's bounds.
  const figure = useFinanceFigure();
  const bounds = boundsFromFigure(siteBounds, figure);
  const [own, setOwn] = useState<LoanChoice | null>(null);
  const choice: LoanChoice = own ?? { amount: bounds.amount.initial, term: bounds.term.initial, interest: bounds.interest.initial, frequency: 52 };
  const { amount, term, interest, frequency } = choice;
  const [details, setDetails] = useState(false);
  const balloon = figure?.balloon ?? 0;
  const loan = { amount, interest, termYears: term, frequency, balloon };
  const showsFigure = own === null && figure !== null;
  const payment = showsFigure ? figure.weekly : repayment(loan);
  const per = FREQUENCIES.find((f) => f.value === frequency)?.per ?? 'week';
  const meaningful = payment > MIN_MEANINGFUL_REPAYMENT;
  const choose = (change: Partial<LoanChoice>) => {
    calculatorFirstUse('finance');
    setOwn({ ...choice, ...change });
  };
  const used = own !== null;
  const loanTerm = Math.min(QUICK_QUOTE_TERM.max, Math.max(QUICK_QUOTE_TERM.min, term));
  const quotedPrice = quickQuotePrice(amount);
  const quote = useQuickQuote(quoteSlug ?? '', quoteSlug && used ? { purchasePrice: quotedPrice, loanTerm } : null, QUICK_QUOTE_DEBOUNCE_MS);
  const setAmount = (value: number) => choose({ amount: value });
  const setTerm = (value: number) => choose({ term: value });
  const setInterest = (value: number) => choose({ interest: value });
  // Its code loads after the page's first load: a slider moved or a frequency picked before then
  // counts from the moment it hydrates.
  const controls = useRef<HTMLDivElement>(null);
  const frequencyName = `${id}-frequency`;
  useEffect(() => {
    const early = changedBeforeHydration(controls.current);
    if (early.length === 0) return;
    const change: Partial<LoanChoice> = {};
    for (const input of early) {
      if (input.name === frequencyName) {
        if (input.checked) change.frequency = Number(input.value) as Frequency;
      } else change[input.name as Slider] = Number(input.value);
    }
    choose(change);
    // Once, at hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const slider = (key: Slider, label: string, value: number, text: string, range: { min: number; max: number; step: number }, set: (n: number) => void, disabled = false) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="flex justify-between font-medium">
        <span>{label}</span>
        <output htmlFor={`${id}-${key}`} className="font-bold">{text}</output>
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={disabled}
        aria-valuetext={text}
        onChange={(event) => set(Number(event.target.value))}
        className="mt-2 h-11 w-full accent-brand disabled:opacity-60"
      />
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-neutral-200 p-5" data-testid="finance-calculator">
      <h2 id={`${id}-heading`} className="text-xl font-bold">Finance Calculator</h2>
      <div ref={controls} className="mt-4 space-y-4">
        {slider('amount', 'Loan amount', amount, money(amount), bounds.amount, setAmount)}
        {slider('term', 'Loan term', term, `${term} years`, bounds.term, setTerm)}
        {slider('interest', 'Interest rate', interest, `${interest}% p.a.`, bounds.interest, setInterest, bounds.interest.locked)}
        <fieldset>
          <legend className="font-medium">Repayment frequency</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {FREQUENCIES.map((f) => (
              <label key={f.value} className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-neutral-300 has-checked:border-brand has-checked:bg-neutral-100 has-checked:font-semibold">
                <input type="radio" name={frequencyName} value={f.value} checked={frequency === f.value} onChange={() => choose({ frequency: f.value })} className="sr-only" />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className="mt-5 text-center" aria-live="polite">
        <span className="block text-sm text-neutral-700">Estimated repayment</span>
        <span className="text-3xl font-extrabold" data-testid="repayment">{meaningful ? (showsFigure ? formatPrice(payment) : money(payment)) : 'Enquire for Finance'}</span>
        {meaningful && <span className="text-neutral-700"> per {per}</span>}
        {balloon > 0 && <span className="block text-sm text-neutral-700">with a final payment of {money(balloon)}</span>}
        {/* Every repayment is stated with its basis: the page's figure's, else the loan on the sliders. */}
        <span className="block text-xs text-neutral-700">
          {showsFigure ? figure.basis : `For a loan of ${money(amount)} over ${term} years at ${interest}% p.a.`}
        </span>
      </p>
      {quoteSlug && (
        // Space kept for the quote so its arrival moves nothing. Its comparison rates: the quoted
        // loan's own (SPEC 9's rule for this amount and term) beside the provider's benchmark one.
        <p className="mt-1 h-20 text-center text-sm text-neutral-700" aria-live="polite" data-testid="quick-quote">
          {quote && `Quick quote: ${money(quote.weeklyRepaymentAmount)} per week at ${quote.advertisedRate}% p.a. (comparison rate ${comparisonRatesText({ amount: quotedPrice, termYears: loanTerm, rate: quoteComparisonRate(quotedPrice, loanTerm, quote) }, quote.comparisonRate, money)}).`}
        </p>
      )}
      <button type="button" aria-expanded={details} onClick={() => setDetails(!details)} className="mt-3 link-action">
        {details ? 'Show Less' : 'Show More'}
      </button>
      {details && (
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-neutral-700">Total payable</dt>
          <dd className="text-right font-semibold">{meaningful ? money(totalPayable(loan)) : ''}</dd>
          <dt className="text-neutral-700">Number of repayments</dt>
          <dd className="text-right font-semibold">{Math.round(term * frequency)}</dd>
        </dl>
      )}
      <a href={financeHref} className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-5 font-semibold text-brand-foreground hover:brightness-110">Get Pre-Approved</a>
      <FinanceDisclaimer text={disclaimer} offerEnds={offerEnds} className="mt-3 text-xs text-neutral-700" />
    </section>
  );
}
