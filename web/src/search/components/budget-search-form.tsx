'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { budgetButton, budgetEstimate, budgetPriceRange, BUDGET_DEFAULTS, parseBudgetInput, type Frequency } from '@/search/budget';
import { QUICK_MONEY_OPTIONS, quickMoneyRange, type BudgetFlavour } from '@/search/budget-quick-options';
import { formatRangeParam } from '@/search/range-param';
import { applyChange, type Range, type SearchState } from '@/search/refinements';
import { searchStateHref } from '@/search/search-href';
import { formatWholeDollars } from '@/lib/format';

type Props = {
  state: SearchState;
  usedCarPrefix: string | null;
  noun: string;
  lowestPrice: number | null;
  /** On a search page: refine the price in place. Elsewhere (a content block) the form goes to the results page. */
  onSearch?: (range: Range) => void;
  /** The repayment frequency the form starts with (a content block's setting); weekly by default. */
  initialFrequency?: Frequency;
  /** SPEC 9 quick money options: standard ($5,000 to $70,000) or luxury ($300,000 to $800,000). */
  flavour?: BudgetFlavour;
};


/**
 * Budget search (SPEC 4, 9): repayment (weekly or monthly) and deposit give an indicative budget;
 * below the cheapest car in the current results the button is disabled and reads '0 {cars} Found'.
 */
export function BudgetSearch({ state, usedCarPrefix, noun, lowestPrice, onSearch, initialFrequency = 'weekly', flavour = 'standard' }: Props) {
  const [frequency, setFrequency] = useState<Frequency>(initialFrequency);
  const [repayment, setRepayment] = useState<number>(BUDGET_DEFAULTS.repayment[initialFrequency]);
  const [deposit, setDeposit] = useState<number>(BUDGET_DEFAULTS.deposit);
  const estimate = budgetEstimate({ repayment, deposit, frequency });
  const button = budgetButton(estimate, lowestPrice, noun);
  const range = budgetPriceRange(estimate);
  const href = searchStateHref(applyChange(state, { ranges: { price: range } }), { usedCarPrefix });

  return (
    <form
      action={href}
      onSubmit={(event) => {
        event.preventDefault();
        if (button.disabled) return;
        if (onSearch) onSearch(range);
        else window.location.assign(href);
      }}
      className="space-y-3"
    >
      <fieldset>
        <legend className="text-sm font-medium">Repayment frequency</legend>
        <div className="mt-1 flex gap-4">
          {(['weekly', 'monthly'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="budget-frequency"
                value={value}
                checked={frequency === value}
                onChange={() => {
                  setFrequency(value);
                  setRepayment(BUDGET_DEFAULTS.repayment[value]);
                }}
              />
              {value === 'weekly' ? 'Weekly' : 'Monthly'}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium">Repayment ($)</span>
        <input inputMode="numeric" value={repayment} onChange={(e) => setRepayment(parseBudgetInput(e.target.value))} className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 px-3" />
      </label>
      <label className="block text-sm">
        <span className="font-medium">Deposit ($)</span>
        <input inputMode="numeric" value={deposit} onChange={(e) => setDeposit(parseBudgetInput(e.target.value))} className="mt-1 min-h-11 w-full rounded-md border border-neutral-400 px-3" />
      </label>
      <p className="text-sm" aria-live="polite">
        Estimated budget: <strong data-testid="budget-estimate">{formatWholeDollars(estimate)}</strong>
        <span className="block text-xs text-neutral-700">Indicative only; excludes interest, fees and balloon.</span>
      </p>
      {button.disabled && <p className="text-sm font-medium">No cars found for this budget</p>}
      <button type="submit" disabled={button.disabled} className={`${buttonVariants({ variant: 'primary', size: 'sm' })} w-full`}>
        {button.label}
      </button>
      <input type="hidden" name="price" value={formatRangeParam(range) ?? ''} />
      <nav aria-label="Quick budgets">
        <ul className="flex flex-wrap gap-2">
          {QUICK_MONEY_OPTIONS[flavour].map((amount) => {
            const quick = quickMoneyRange(amount);
            return (
              <li key={amount}>
                <a
                  href={searchStateHref(applyChange(state, { ranges: { price: quick } }), { usedCarPrefix })}
                  onClick={(event) => {
                    if (!onSearch) return;
                    event.preventDefault();
                    onSearch(quick);
                  }}
                  className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 bg-white px-3 text-sm font-medium hover:border-neutral-900"
                >
                  Under {formatWholeDollars(amount)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </form>
  );
}
