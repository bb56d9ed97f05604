'use client';

import { useCallback, useMemo } from 'react';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, PLACE_LABELS, PlaceFields, placeDefaults } from './form-parts';
import { LeadFormShell } from './lead-form-shell';

const MESSAGE = 'How can we help?';
const LABELS = [...PLACE_LABELS, ['message', MESSAGE], ...CONTACT_LABELS] as const;

export type ContactFormProps = {
  rules: LeadFormRules;
  /** /contact-us/{location}: the enquiry goes to this location without asking. */
  fixedLocation?: string | null;
  dealerName?: string | null;
};

/** Contact us, or contact one location. */
export function ContactForm({ rules, fixedLocation = null, dealerName }: ContactFormProps) {
  const loadSchema = useCallback(() => import('@/leads/schema/department-schemas').then((schemas) => schemas.contactSchema(rules)), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), message: '' }), [rules]);
  return (
    <LeadFormShell kind="contact" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel="Send Message" failureStyle="generic"
      fixedLocation={fixedLocation} dealerName={dealerName}>
      <PlaceFields rules={rules} />
      <MessageField required={rules.messageRequired} label={MESSAGE} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
