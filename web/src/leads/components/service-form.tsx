'use client';

import { useCallback, useMemo } from 'react';
import { ADDITIONAL_SERVICES, SERVICE_TYPES } from '@/leads/schema/form-choices';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { CheckboxGroupField, SelectField, TextField } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, placeLabels, PlaceFields, placeDefaults } from './form-parts';
import { LeadFormShell } from './lead-form-shell';

const LOCATION = 'Service centre';
const MESSAGE = 'Anything we should know?';
const LABELS = [...placeLabels(LOCATION), ['Vehicle Make', 'Make'], ['Vehicle Model', 'Model'], ['car_year', 'Year'], ['Rego', 'Rego'], ['km', 'Odometer (km)'],
  ['service_type', 'Service required'], ['additional_services', 'Additional services'], ['dateTime', 'Preferred date'], ['message', MESSAGE], ...CONTACT_LABELS,
] as const;

/** Service booking request (SPEC 2: /service, /pages/book-a-service). */
export function ServiceForm({ rules, dealerName }: { rules: LeadFormRules; dealerName?: string | null }) {
  const loadSchema = useCallback(() => import('@/leads/schema/department-schemas').then((schemas) => schemas.serviceSchema(rules)), [rules]);
  const defaults = useMemo(() => ({
    ...contactDefaults(), ...placeDefaults(rules), 'Vehicle Make': '', 'Vehicle Model': '', car_year: '', Rego: '', km: '',
    service_type: '', additional_services: [], dateTime: '', message: '',
  }), [rules]);
  return (
    <LeadFormShell kind="service" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel="Request Booking" failureStyle="generic" dealerName={dealerName}>
      <PlaceFields rules={rules} locationLabel={LOCATION} />
      <fieldset className="grid gap-5">
        <legend className="text-lg font-semibold">Your vehicle</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="Vehicle Make" label="Make" required />
          <TextField name="Vehicle Model" label="Model" required />
          <TextField name="car_year" label="Year" inputMode="numeric" maxLength={4} />
          <TextField name="Rego" label="Rego" autoComplete="off" maxLength={12} />
          <TextField name="km" label="Odometer (km)" inputMode="numeric" />
        </div>
      </fieldset>
      <SelectField name="service_type" label="Service required" options={SERVICE_TYPES.map((s) => ({ value: s, label: s }))} placeholder="Choose a service" required />
      <CheckboxGroupField name="additional_services" label="Additional services" options={ADDITIONAL_SERVICES} />
      <TextField name="dateTime" label="Preferred date" type="date" hint="Optional. We will confirm the booking with you." />
      <MessageField required={rules.messageRequired} label={MESSAGE} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
