'use client';

import { useCallback, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { LeadVehicle } from '@/leads/lead-vehicle';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { ADJUSTMENT_QUESTIONS, TRADE_IN_STEPS } from '@/leads/schema/form-choices';
import { LeadFormShell, type StoredLead } from '../../leads/components/lead-form-shell';
import { OfferPanel, type Valuation } from './offer-panel';
import { ConditionStep, ContactStep, RegoStep, VehicleStep } from './trade-in-steps';

const LABELS = [
  ['rego', 'Registration'], ['regoState', 'State of registration'], ['year', 'Year'], ['make', 'Make'], ['model', 'Model'], ['variant', 'Variant'], ['kms', 'Odometer (km)'],
  ...ADJUSTMENT_QUESTIONS.map((q) => [`adjustmentAnswers.${q.id}`, q.question] as const),
  ['name', 'First Name'], ['last_name', 'Last Name'], ['postcode', 'Postcode'], ['phone', 'Mobile Number'], ['email', 'Email'], ['location_id', 'Where would you like your vehicle appraised?'], ['terms_conditions', 'Terms of use'],
] as const;

const STEPS = TRADE_IN_STEPS.map((s) => ({ title: s.title, fields: s.id === 'condition' ? ADJUSTMENT_QUESTIONS.map((q) => `adjustmentAnswers.${q.id}`) : s.fields }));

export type TradeInFlowProps = {
  rules: LeadFormRules;
  /** /cars/trade-in?car_id=: the car the shopper wants to buy. */
  vehicle?: LeadVehicle | null;
  dealerName?: string | null;
};

async function lookUp(form: UseFormReturn<FieldValues>): Promise<string | null> {
  const rego = String(form.getValues('rego') ?? '').trim();
  if (!rego) return null;
  try {
    const response = await fetch('/api/trade-in/rego-lookup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rego, regoState: form.getValues('regoState') }) });
    const body = (await response.json()) as { vehicle?: { year: number; make: string; model: string; variant?: string | null }; error?: string };
    if (!response.ok || !body.vehicle) return body.error ?? "We couldn't look up that registration. Please enter your vehicle's details.";
    form.setValue('year', String(body.vehicle.year));
    form.setValue('make', body.vehicle.make);
    form.setValue('model', body.vehicle.model);
    form.setValue('variant', body.vehicle.variant ?? '');
    return 'We found your vehicle. Please check the details and add the odometer reading.';
  } catch {
    return "We couldn't look up that registration. Please enter your vehicle's details.";
  }
}

/**
 * Trade-in / sell my car (SPEC 2, 3): registration lookup, vehicle and kilometres, condition
 * questions, contact details; then the valuation offer, which the shopper can accept.
 */
export function TradeInFlow({ rules, vehicle = null, dealerName }: TradeInFlowProps) {
  const loadSchema = useCallback(() => import('@/leads/schema/trade-in-schemas').then((schemas) => schemas.tradeInSchema(rules)), [rules]);
  const defaults = useMemo(() => ({
    rego: '', regoState: '', year: '', make: '', model: '', variant: '', kms: '',
    adjustmentAnswers: Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.id, ''])),
    name: '', last_name: '', postcode: '', phone: '', email: '', location_id: '', terms_conditions: false, website: '', opt_in: true,
    car_id: vehicle ? String(vehicle.id) : '',
  }), [vehicle]);
  const [note, setNote] = useState<string | null>(null);
  const [stored, setStored] = useState<StoredLead | null>(null);

  if (stored) {
    const valuation = stored.body.valuation as Valuation | undefined;
    return <OfferPanel leadId={stored.leadId} valuation={valuation ?? null} vehicle={vehicle} dealerName={dealerName ?? null} values={stored.values} />;
  }
  return (
    <LeadFormShell kind="trade-in" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel="Get My Offer" failureStyle="enquiry"
      vehicle={vehicle} dealerName={dealerName} steps={STEPS} onStored={setStored}
      nextLabel={(step) => (step === 0 ? 'Find My Vehicle' : 'Next')}
      beforeNext={async (step, form) => {
        if (step === 0) setNote(await lookUp(form));
        return true;
      }}>
      {(step) => (
        <>
          <div hidden={step !== 0} className="grid gap-5"><RegoStep /></div>
          <div hidden={step !== 1} className="grid gap-5"><VehicleStep note={note} /></div>
          <div hidden={step !== 2} className="grid gap-5"><ConditionStep /></div>
          <div hidden={step !== 3} className="grid gap-5"><ContactStep rules={rules} /></div>
        </>
      )}
    </LeadFormShell>
  );
}
