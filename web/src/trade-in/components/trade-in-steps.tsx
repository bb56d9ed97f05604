'use client';

import { AU_STATES } from '@/ports/valuation/valuation-port';
import { ADJUSTMENT_QUESTIONS, YES_NO } from '@/leads/schema/form-choices';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { TermsConsentField } from '../../leads/components/terms-consent-field';
import { HoneypotField, RadioField, SelectField, TextField } from '../../leads/components/form-fields';

const yesNo = YES_NO.map((value) => ({ value, label: value }));

/** Step 1: SPEC 7 rego lookup (rego and regoState). */
export function RegoStep() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="rego" label="Registration (rego)" autoComplete="off" maxLength={12} hint="Optional: we look up your vehicle from it." />
      <SelectField name="regoState" label="State of registration" options={AU_STATES.map((s) => ({ value: s, label: s }))} placeholder="Choose a state" required />
    </div>
  );
}

/** Step 2: the vehicle as the shopper confirms it, and its kilometres. */
export function VehicleStep({ note }: { note: string | null }) {
  return (
    <>
      {note && <p role="status" className="rounded-md bg-neutral-100 p-3">{note}</p>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="year" label="Year" inputMode="numeric" maxLength={4} required />
        <TextField name="make" label="Make" required />
        <TextField name="model" label="Model" required />
        <TextField name="variant" label="Variant" />
        <TextField name="kms" label="Odometer (km)" inputMode="numeric" required />
      </div>
    </>
  );
}

/** Step 3: the adjustment questions that move the estimate. */
export function ConditionStep() {
  return (
    <div className="grid gap-5">
      {ADJUSTMENT_QUESTIONS.map((q) => <RadioField key={q.id} name={`adjustmentAnswers.${q.id}`} label={q.question} options={yesNo} required />)}
    </div>
  );
}

/** Step 4: SPEC 3 trade-in contact fields, with the hidden honeypot field. */
export function ContactStep({ rules }: { rules: LeadFormRules }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="First Name" autoComplete="given-name" required />
        <TextField name="last_name" label="Last Name" autoComplete="family-name" required />
        <TextField name="postcode" label="Postcode" autoComplete="postal-code" inputMode="numeric" maxLength={4} required />
        <TextField name="phone" label="Mobile Number" type="tel" autoComplete="tel" inputMode="tel" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required className="sm:col-span-2" />
      </div>
      {rules.locations.length > 0 && <SelectField name="location_id" label="Where would you like your vehicle appraised?" options={rules.locations} placeholder="Choose a location" required />}
      <HoneypotField name="website" />
      <TermsConsentField legal={rules.legal} />
    </>
  );
}
