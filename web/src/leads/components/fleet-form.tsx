'use client';

import { useCallback, useMemo } from 'react';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { TextField } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, PLACE_LABELS, PlaceFields, placeDefaults } from './form-parts';
import { LeadFormShell } from './lead-form-shell';

const MESSAGE = 'What vehicles does your business need?';
const LABELS = [['company', 'Business name'], ['fleet_size', 'Number of vehicles'], ...PLACE_LABELS, ['message', MESSAGE], ...CONTACT_LABELS] as const;

/** Fleet and business enquiries (SPEC 2: /fleet). */
export function FleetForm({ rules, dealerName }: { rules: LeadFormRules; dealerName?: string | null }) {
  const loadSchema = useCallback(() => import('@/leads/schema/department-schemas').then((schemas) => schemas.fleetSchema(rules)), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), company: '', fleet_size: '', message: '' }), [rules]);
  return (
    <LeadFormShell kind="fleet" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel="Send Enquiry" failureStyle="generic" dealerName={dealerName}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="company" label="Business name" autoComplete="organization" required />
        <TextField name="fleet_size" label="Number of vehicles" inputMode="numeric" />
      </div>
      <PlaceFields rules={rules} />
      <MessageField required={rules.messageRequired} label={MESSAGE} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
