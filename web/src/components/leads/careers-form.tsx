'use client';

import { useMemo } from 'react';
import { careersSchema } from '@/leads/schema/department-schemas';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { TextField } from './fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, placeLabels, PlaceFields, placeDefaults } from './form-parts';
import { LeadFormShell } from './lead-form-shell';

const LOCATION = 'Preferred location';
const MESSAGE = 'Tell us about yourself';
const LABELS = [['position', 'Position of interest'], ...placeLabels(LOCATION), ['message', MESSAGE], ...CONTACT_LABELS] as const;

/** Careers: an expression of interest (SPEC 7 analytics event 51). */
export function CareersForm({ rules, dealerName }: { rules: LeadFormRules; dealerName?: string | null }) {
  const schema = useMemo(() => careersSchema(rules), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), position: '', message: '' }), [rules]);
  return (
    <LeadFormShell kind="careers" schema={schema} defaultValues={defaults} labels={LABELS} submitLabel="Send Expression of Interest" failureStyle="generic" dealerName={dealerName}>
      <TextField name="position" label="Position of interest" hint="For example: sales consultant, technician, parts interpreter." required />
      <PlaceFields rules={rules} locationLabel={LOCATION} />
      <MessageField required={rules.messageRequired} label={MESSAGE} />
      <ContactFields rules={rules} contactMethod={false} />
    </LeadFormShell>
  );
}
