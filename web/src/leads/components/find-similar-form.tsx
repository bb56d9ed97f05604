'use client';

import { useCallback, useMemo } from 'react';
import { SUBCATEGORY } from '@/leads/schema/form-choices';
import { HiddenFields } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MESSAGE_LABEL, MessageField, PLACE_LABELS, PlaceFields, placeDefaults, vehicleDefaults, VehicleSummary } from './form-parts';
import { LeadFormShell } from './lead-form-shell';
import type { VehicleFormProps } from './vehicle-form-props';

const LABELS = [...PLACE_LABELS, MESSAGE_LABEL, ...CONTACT_LABELS] as const;

/** SPEC 4: the enquiry message of a sold car asks for something similar. */
export function similarMessage(title: string | null | undefined): string {
  return title
    ? `I'm interested in the ${title}, which has sold. Please let me know about anything similar you have or have coming in.`
    : "Please let me know about vehicles like the one I was looking at that you have or have coming in.";
}

/** Find Me Something Similar (SPEC 4 availability: subcategory 'Find me something similar'). */
export function FindSimilarForm({ rules, vehicle = null, dealerName, onStored, submitLabel = 'Find Me Something Similar' }: VehicleFormProps) {
  const loadSchema = useCallback(() => import('@/leads/schema/enquiry-schemas').then((schemas) => schemas.findSimilarSchema(rules)), [rules]);
  const defaults = useMemo(() => ({
    ...contactDefaults(), ...placeDefaults(rules), ...vehicleDefaults(vehicle), message: similarMessage(vehicle?.title), subcategory: SUBCATEGORY.findSimilar,
  }), [rules, vehicle]);
  return (
    <LeadFormShell kind="find-similar" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel={submitLabel} failureStyle="enquiry"
      vehicle={vehicle} dealerName={dealerName} onStored={onStored}>
      {vehicle && <VehicleSummary vehicle={vehicle} />}
      <HiddenFields names={['subcategory']} />
      <PlaceFields rules={rules} />
      <MessageField required={rules.messageRequired} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
