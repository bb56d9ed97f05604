'use client';

import { useCallback, useMemo } from 'react';
import type { EnquiryCategory } from '@/leads/schema/form-choices';
import { LeadFormShell } from './lead-form-shell';
import { CategoryField, CONTACT_LABELS, ContactFields, contactDefaults, FinanceAndTradeInFields, MESSAGE_LABEL, MessageField, PLACE_LABELS, PlaceFields, placeDefaults, vehicleDefaults, VehicleSummary } from './form-parts';
import type { VehicleFormProps } from './vehicle-form-props';

const LABELS = [['category', 'Category'], ...PLACE_LABELS, MESSAGE_LABEL, ['finance', 'Finance'], ['do-you-have-a-trade-in', 'Trade-in'], ['Rego', 'Trade-in rego'], ...CONTACT_LABELS] as const;

export type EnquiryFormProps = VehicleFormProps & {
  /** SPEC 3: default General Enquiry. */
  defaultCategory?: EnquiryCategory;
  defaultMessage?: string;
};

/** The enquiry form (SPEC 3, 5): category, message, finance and trade-in questions, contact details. */
export function EnquiryForm({ rules, vehicle = null, dealerName, onStored, submitLabel = 'Send Enquiry', defaultCategory = 'General Enquiry', defaultMessage = '' }: EnquiryFormProps) {
  const loadSchema = useCallback(() => import('@/leads/schema/enquiry-schemas').then((schemas) => schemas.enquirySchema(rules)), [rules]);
  const defaults = useMemo(() => ({
    ...contactDefaults(), ...placeDefaults(rules), ...vehicleDefaults(vehicle),
    category: defaultCategory, message: defaultMessage, finance: '', 'do-you-have-a-trade-in': '', Rego: '',
  }), [rules, vehicle, defaultCategory, defaultMessage]);
  return (
    <LeadFormShell kind="enquiry" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel={submitLabel} failureStyle="enquiry"
      vehicle={vehicle} dealerName={dealerName} onStored={onStored}>
      {vehicle && <VehicleSummary vehicle={vehicle} />}
      <CategoryField />
      <PlaceFields rules={rules} />
      <MessageField required={rules.messageRequired} />
      <FinanceAndTradeInFields />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
