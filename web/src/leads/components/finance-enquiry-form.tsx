'use client';

import { useMemo } from 'react';
import { CREDIT_SCORES, financeEnquirySchema } from '@/leads/schema/department-schemas';
import { RadioField, SelectField, TextField } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, PLACE_LABELS, PlaceFields, placeDefaults, vehicleDefaults, VehicleSummary } from './form-parts';
import { LeadFormShell, type Step } from './lead-form-shell';
import type { VehicleFormProps } from './vehicle-form-props';

const MESSAGE = 'Anything else we should know?';
const LABELS = [['amount', 'Amount to borrow'], ['term', 'Loan term'], ['selfAssessedCreditScore', 'Credit history'], ...PLACE_LABELS, ['message', MESSAGE], ...CONTACT_LABELS] as const;
const CREDIT_LABELS: Record<(typeof CREDIT_SCORES)[number], string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' };
const TERMS = [1, 2, 3, 4, 5, 6, 7].map((years) => ({ value: String(years), label: `${years} year${years > 1 ? 's' : ''}` }));

// SPEC 4 multi-step enquiry: the loan first, then the shopper; the last step submits.
const STEPS: readonly Step[] = [
  { title: 'Your loan', fields: ['amount', 'term', 'selfAssessedCreditScore', 'dealership_slug', 'message'] },
  { title: 'Your details', fields: CONTACT_LABELS.map(([name]) => name) },
];

/** Finance enquiry (SPEC 7: category Finance Enquiry), about a car when the page has car_id. */
/** Values a finance page read from its query (SPEC 2): term, credit history, dealership. */
export type FinanceEnquiryInitial = { term?: number | null; selfAssessedCreditScore?: string | null; dealership_slug?: string | null };

export function FinanceEnquiryForm({ rules, vehicle = null, dealerName, onStored, submitLabel = 'Send Finance Enquiry', defaultAmount, initial }: VehicleFormProps & { defaultAmount?: number | null; initial?: FinanceEnquiryInitial }) {
  const schema = useMemo(() => financeEnquirySchema(rules), [rules]);
  const defaults = useMemo(() => ({
    ...contactDefaults(), ...placeDefaults(rules), ...vehicleDefaults(vehicle),
    ...(initial?.dealership_slug ? { dealership_slug: initial.dealership_slug } : {}),
    amount: defaultAmount ? String(Math.round(defaultAmount)) : '', term: String(initial?.term ?? 5),
    selfAssessedCreditScore: initial?.selfAssessedCreditScore ?? 'GREAT', message: '',
  }), [rules, vehicle, defaultAmount, initial]);
  return (
    <LeadFormShell kind="finance-enquiry" schema={schema} defaultValues={defaults} labels={LABELS} submitLabel={submitLabel} failureStyle="enquiry"
      vehicle={vehicle} dealerName={dealerName} onStored={onStored} steps={STEPS}>
      {(step) => (
        <>
          {vehicle && <VehicleSummary vehicle={vehicle} />}
          <div hidden={step !== 0} className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="amount" label="Amount to borrow" inputMode="numeric" hint="In dollars, from $1,000 to $250,000." />
              <SelectField name="term" label="Loan term" options={TERMS} />
            </div>
            <RadioField name="selfAssessedCreditScore" label="Credit history" options={CREDIT_SCORES.map((value) => ({ value, label: CREDIT_LABELS[value] }))} required />
            <PlaceFields rules={rules} />
            <MessageField required={rules.messageRequired} label={MESSAGE} />
          </div>
          <div hidden={step !== 1} className="grid gap-5">
            <ContactFields rules={rules} />
          </div>
        </>
      )}
    </LeadFormShell>
  );
}
