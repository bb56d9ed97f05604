'use client';

import { useState } from 'react';
import { CREDIT_HISTORIES } from '@/domain/quick-quote';
import { formatPrice } from '@/lib/format';
import { ADJUSTMENT_QUESTIONS } from '@/leads/schema/form-choices';
import { AU_STATES } from '@/ports/valuation/valuation-port';
import { Field, SelectField } from '@/reserve/components/form-field';
import type { JourneyData } from '../journey-data';
import type { Errors } from './journey-types';

function Choice({ name, value, label, checked, onChange }: { name: string; value: string; label: string; checked: boolean; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-3 rounded-md border border-neutral-300 px-4 py-3">
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="size-4" />
      <span className="font-medium">{label}</span>
    </label>
  );
}

function ChoiceGroup({ prefix, legend, name, options, value, onChange, error }: { prefix: string; legend: string; name: string; options: readonly (readonly [string, string])[]; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${prefix}-${name}-error` : undefined}>
      <legend className="font-medium">{legend}</legend>
      {options.map(([v, label]) => <Choice key={v} name={name} value={v} label={label} checked={value === v} onChange={onChange} />)}
      {error && <p id={`${prefix}-${name}-error`} className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** Step 2: a trade-in (the valuation's own questions) or none; the offer once valued. */
export function TradeInStep({ saved, errors }: { saved: JourneyData['trade_in']; errors: Errors }) {
  const [has, setHas] = useState(saved?.has_trade_in ?? '');
  const v = saved?.has_trade_in === 'yes' ? saved.vehicle : null;
  return (
    <div className="space-y-5">
      <ChoiceGroup prefix="trade" legend="Are you trading in a car?" name="has_trade_in" value={has} onChange={setHas} error={errors.has_trade_in}
        options={[['yes', 'Yes, value my trade-in'], ['no', 'No trade-in']]} />
      {saved?.has_trade_in === 'yes' && (
        <p role="status" className="rounded-md bg-emerald-50 px-4 py-3" data-testid="trade-in-offer">
          {saved.offer !== null ? `Our offer for your ${saved.vehicle.year} ${saved.vehicle.make} ${saved.vehicle.model}: ${formatPrice(saved.offer)}, taken off the price.` : saved.reason}
        </p>
      )}
      <div hidden={has !== 'yes'} className="grid gap-4 sm:grid-cols-2">
        <Field idPrefix="trade" name="rego" label="Registration (optional)" required={false} defaultValue={v?.rego ?? ''} error={errors.rego} />
        <SelectField idPrefix="trade" name="regoState" label="State of registration" defaultValue={v?.regoState ?? ''} error={errors.regoState}>
          <option value="">Choose…</option>
          {AU_STATES.map((s) => <option key={s} value={s}>{s}</option>)}
        </SelectField>
        <Field idPrefix="trade" name="year" label="Year" inputMode="numeric" defaultValue={v?.year ?? ''} error={errors.year} />
        <Field idPrefix="trade" name="make" label="Make" defaultValue={v?.make ?? ''} error={errors.make} />
        <Field idPrefix="trade" name="model" label="Model" defaultValue={v?.model ?? ''} error={errors.model} />
        <Field idPrefix="trade" name="kms" label="Odometer (km)" inputMode="numeric" defaultValue={v?.kms ?? ''} error={errors.kms} />
        <div className="space-y-4 sm:col-span-2">
          {ADJUSTMENT_QUESTIONS.map((q) => (
            <SelectField key={q.id} idPrefix="trade" name={`adjustmentAnswers.${q.id}`} label={q.question} defaultValue={v?.adjustmentAnswers[q.id] ?? ''} error={errors[`adjustmentAnswers.${q.id}`]}>
              <option value="">Choose…</option>
              <option value="Yes">Yes</option>
              <option value="No">No</option>
            </SelectField>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Step 3: cash, or finance with a quick quote for the balance (SPEC 5 term and credit history). */
export function PaymentStep({ saved, errors }: { saved: JourneyData['payment']; errors: Errors }) {
  const [method, setMethod] = useState<string>(saved?.method ?? '');
  const finance = saved?.method === 'finance' ? saved : null;
  return (
    <div className="space-y-5">
      <ChoiceGroup prefix="pay" legend="How will you pay?" name="method" value={method} onChange={setMethod} error={errors.method}
        options={[['cash', 'Cash or bank transfer'], ['finance', 'Finance']]} />
      <div hidden={method !== 'finance'} className="grid gap-4 sm:grid-cols-2">
        <SelectField idPrefix="pay" name="loanTerm" label="Loan term (years)" defaultValue={String(finance?.loanTerm ?? 5)} error={errors.loanTerm}>
          {[1, 2, 3, 4, 5, 6, 7].map((y) => <option key={y} value={y}>{y}</option>)}
        </SelectField>
        <SelectField idPrefix="pay" name="selfAssessedCreditScore" label="Credit history" defaultValue={finance?.selfAssessedCreditScore ?? 'GREAT'} error={errors.selfAssessedCreditScore}>
          {CREDIT_HISTORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </SelectField>
      </div>
      {finance && (
        <p role="status" className="rounded-md bg-emerald-50 px-4 py-3" data-testid="finance-quote">
          {finance.quote
            ? `Estimated ${formatPrice(finance.quote.weeklyRepaymentAmount)} per week over ${finance.loanTerm} years for ${formatPrice(finance.quote.amount)} at ${finance.quote.advertisedRate}% p.a. (comparison rate ${finance.quote.comparisonRate}% p.a.).`
            : 'Our finance team will call you with a quote.'}
        </p>
      )}
    </div>
  );
}

/** Step 4: pick up at the dealer, or delivery to a postcode (the delivery estimate), on a date. */
export function HandoverStep({ saved, errors, window, locationName }: { saved: JourneyData['handover']; errors: Errors; window: { from: string; to: string }; locationName: string }) {
  const [method, setMethod] = useState<string>(saved?.method ?? '');
  return (
    <div className="space-y-5">
      <ChoiceGroup prefix="handover" legend="Delivery or pickup?" name="method" value={method} onChange={setMethod} error={errors.method}
        options={[['pickup', `Pick up from ${locationName}`], ['delivery', 'Deliver to me']]} />
      <div hidden={method !== 'delivery'}>
        <Field idPrefix="handover" name="postcode" label="Delivery postcode" inputMode="numeric" maxLength={4} required={false} defaultValue={saved?.method === 'delivery' ? saved.postcode : ''} error={errors.postcode} />
      </div>
      <Field idPrefix="handover" name="date" label={method === 'delivery' ? 'Delivery date' : 'Pickup date'} type="date" min={window.from} max={window.to} defaultValue={saved?.date ?? ''} error={errors.date} />
      {saved?.method === 'delivery' && (
        <p role="status" className="rounded-md bg-emerald-50 px-4 py-3" data-testid="delivery-fee">Delivery to {saved.place} ({saved.postcode}): {saved.fee === 0 ? 'free' : formatPrice(saved.fee)}.</p>
      )}
    </div>
  );
}

/** Step 5: the buyer. A signed-in shopper's verified mobile is used as it stands. */
export function DetailsStep({ saved, errors, sessionPhone, defaultName }: { saved: JourneyData['details']; errors: Errors; sessionPhone: string | null; defaultName: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field idPrefix="buyer" name="name" label="First name" autoComplete="given-name" defaultValue={saved?.name ?? defaultName} error={errors.name} />
      <Field idPrefix="buyer" name="last_name" label="Last name" autoComplete="family-name" defaultValue={saved?.last_name ?? ''} error={errors.last_name} />
      <Field idPrefix="buyer" name="email" label="Email" type="email" autoComplete="email" defaultValue={saved?.email ?? ''} error={errors.email} />
      <Field idPrefix="buyer" name="phone" label="Mobile" type="tel" autoComplete="tel" defaultValue={sessionPhone ?? saved?.phone ?? ''} readOnly={sessionPhone !== null} error={errors.phone} />
      <div className="sm:col-span-2">
        <Field idPrefix="buyer" name="street" label="Street address" autoComplete="street-address" defaultValue={saved?.street ?? ''} error={errors.street} />
      </div>
      <Field idPrefix="buyer" name="suburb" label="Suburb" autoComplete="address-level2" defaultValue={saved?.suburb ?? ''} error={errors.suburb} />
      <SelectField idPrefix="buyer" name="state" label="State" defaultValue={saved?.state ?? ''} error={errors.state}>
        <option value="">Choose…</option>
        {AU_STATES.map((s) => <option key={s} value={s}>{s}</option>)}
      </SelectField>
      <Field idPrefix="buyer" name="postcode" label="Postcode" inputMode="numeric" maxLength={4} autoComplete="postal-code" defaultValue={saved?.postcode ?? ''} error={errors.postcode} />
      <Field idPrefix="buyer" name="licence" label="Driver licence number" defaultValue={saved?.licence ?? ''} error={errors.licence} />
    </div>
  );
}
