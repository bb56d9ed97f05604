'use client';

import { useCallback, useMemo } from 'react';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { TextField } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, placeLabels, PlaceFields, placeDefaults } from './form-parts';
import { LeadFormShell } from './lead-form-shell';

const LOCATION = 'Parts department';
const MESSAGE = 'Parts or accessories you need';
const LABELS = [...placeLabels(LOCATION), ['Vehicle Make', 'Make'], ['Vehicle Model', 'Model'], ['car_year', 'Year'], ['vin', 'VIN'], ['message', MESSAGE], ...CONTACT_LABELS] as const;

/** Parts and accessories enquiry (SPEC 2: /vehicle-parts-and-accessories). */
export function PartsForm({ rules, dealerName }: { rules: LeadFormRules; dealerName?: string | null }) {
  const loadSchema = useCallback(() => import('@/leads/schema/department-schemas').then((schemas) => schemas.partsSchema(rules)), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), 'Vehicle Make': '', 'Vehicle Model': '', car_year: '', vin: '', message: '' }), [rules]);
  return (
    <LeadFormShell kind="parts" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel="Send Parts Enquiry" failureStyle="generic" dealerName={dealerName}>
      <PlaceFields rules={rules} locationLabel={LOCATION} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="Vehicle Make" label="Make" required />
        <TextField name="Vehicle Model" label="Model" required />
        <TextField name="car_year" label="Year" inputMode="numeric" maxLength={4} />
        <TextField name="vin" label="VIN" hint="Optional: helps us find the exact part." maxLength={17} autoComplete="off" />
      </div>
      <MessageField required={rules.messageRequired} label={MESSAGE} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
