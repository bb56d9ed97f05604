'use client';

import { useId, useState } from 'react';
import { FREQUENCIES, type Frequency } from '@/domain/finance-maths';
import { dollarEntry, OTHER_CALCULATOR_START, otherCalculator, priceError, steppedEntry, type OtherCalculatorBounds } from '@/domain/other-calculator';
import { formatPrice } from '@/lib/format';
import { FinanceField } from './finance-field';

type Props = {
  bounds: OtherCalculatorBounds;
  interestLocked: boolean;
  defaultInterest?: number;
  /** The block editor's heading ('Repayment calculator' by default) and intro. */
  heading?: string;
  intro?: string | null;
};

const money = (n: number) => formatPrice(Math.round(n * 100) / 100);

/**
 * The other calculator (SPEC 5): purchase price, deposit/trade-in and residual in dollars (digits
 * only, clamped on blur; the price says 'Cannot be less than {min} or more than $250,000' while it
 * is out of range), term 1–7 in half years, interest in half points within the tenant's range,
 * weekly/fortnightly/monthly. The total payable is blank at a repayment of 25 or less, with
 * 'Enquire for Finance' instead (SPEC 4).
 */
export function OtherCalculatorForm({ bounds, interestLocked, defaultInterest = OTHER_CALCULATOR_START.interest, heading = 'Repayment calculator', intro = null }: Props) {
  const id = useId();
  const [price, setPrice] = useState(String(OTHER_CALCULATOR_START.price));
  const [deposit, setDeposit] = useState('0');
  const [residual, setResidual] = useState('0');
  const [term, setTerm] = useState(OTHER_CALCULATOR_START.termYears);
  const [interest, setInterest] = useState(steppedEntry(defaultInterest, bounds.interest));
  const [frequency, setFrequency] = useState<Frequency>(OTHER_CALCULATOR_START.frequency);
  const priceValue = dollarEntry(price, bounds.price).value ?? bounds.price.min;
  const result = otherCalculator({
    price: priceValue, deposit: dollarEntry(deposit, bounds.deposit).value ?? 0, residual: dollarEntry(residual, bounds.residual).value ?? 0,
    termYears: term, interest, frequency,
  });
  const per = FREQUENCIES.find((f) => f.value === frequency)!.per;
  const dollars = (key: string, label: string, value: string, set: (v: string) => void, range: OtherCalculatorBounds['price'], error: string | null = null) => (
    <FinanceField id={`${id}-${key}`} label={label} inputMode="numeric" autoComplete="off" value={value} error={error}
      onChange={(event) => set(event.target.value.replace(/\D/g, '').slice(0, 9))}
      onBlur={() => set(dollarEntry(value, range).text || String(range.min))} />
  );
  const slider = (key: string, label: string, value: number, text: string, range: OtherCalculatorBounds['term'], set: (n: number) => void, disabled = false) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="flex justify-between font-medium"><span>{label}</span><output htmlFor={`${id}-${key}`} className="font-bold">{text}</output></label>
      <input id={`${id}-${key}`} type="range" min={range.min} max={range.max} step={range.step} value={value} disabled={disabled} aria-valuetext={text}
        onChange={(event) => set(steppedEntry(Number(event.target.value), range))} className="mt-2 h-11 w-full accent-brand disabled:opacity-60" />
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-neutral-300 p-5" data-testid="other-calculator">
      <h2 id={`${id}-heading`} className="text-xl font-bold">{heading}</h2>
      {intro && <p className="mt-1 text-neutral-700">{intro}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {dollars('price', 'Purchase price', price, setPrice, bounds.price, priceError(price, bounds.price))}
        {dollars('deposit', 'Deposit or trade-in', deposit, setDeposit, bounds.deposit)}
        {dollars('residual', 'Residual (balloon)', residual, setResidual, bounds.residual)}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {slider('term', 'Loan term', term, `${term} years`, bounds.term, setTerm)}
        {slider('interest', 'Interest rate', interest, `${interest}% p.a.`, bounds.interest, setInterest, interestLocked)}
      </div>
      <fieldset className="mt-4">
        <legend className="font-medium">Repayment frequency</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {FREQUENCIES.map((f) => (
            <label key={f.value} className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-neutral-400 has-checked:border-brand has-checked:bg-neutral-100 has-checked:font-semibold has-focus-visible:outline-2">
              <input type="radio" name={`${id}-frequency`} value={f.value} checked={frequency === f.value} onChange={() => setFrequency(f.value)} className="sr-only" />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="mt-5 grid grid-cols-2 gap-2" aria-live="polite">
        <dt className="text-neutral-700">Repayment</dt>
        <dd className="text-right text-2xl font-extrabold" data-testid="other-repayment">{result.enquire ? 'Enquire for Finance' : `${money(result.repayment)} per ${per}`}</dd>
        <dt className="text-neutral-700">Amount financed</dt>
        <dd className="text-right font-semibold">{money(result.amountFinanced)}</dd>
        <dt className="text-neutral-700">Total payable</dt>
        <dd className="text-right font-semibold" data-testid="other-total">{result.totalPayable === null ? '' : money(result.totalPayable)}</dd>
      </dl>
      <p className="mt-3 text-sm text-neutral-700">An estimate only: it leaves out fees and charges. Your lender confirms the rate and repayments.</p>
    </section>
  );
}
