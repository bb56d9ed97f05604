'use client';

import { useCallback, useMemo } from 'react';
import { CONTACT_LABELS, ContactFields, contactDefaults, MESSAGE_LABEL, MessageField, PLACE_LABELS, PlaceFields, placeDefaults, vehicleDefaults, VehicleSummary } from './form-parts';
import { LeadFormShell } from './lead-form-shell';
import { TestDriveTimeField } from './test-drive-time-field';
import type { VehicleFormProps } from './vehicle-form-props';

const LABELS = [...PLACE_LABELS, ['slot', 'Test drive time'], ['dateTime', 'Preferred date and time'], MESSAGE_LABEL, ...CONTACT_LABELS] as const;

/** Test-drive booking (SPEC 2 modal, SPEC 5: date and message not required; SPEC 7: the car's free slots). */
export function TestDriveForm({ rules, vehicle = null, dealerName, onStored, submitLabel = 'Book Test Drive' }: VehicleFormProps) {
  const loadSchema = useCallback(() => import('@/leads/schema/enquiry-schemas').then((schemas) => schemas.testDriveSchema(rules)), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), ...vehicleDefaults(vehicle), dateTime: '', slot: '', message: '' }), [rules, vehicle]);
  return (
    <LeadFormShell kind="test-drive" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel={submitLabel} failureStyle="enquiry"
      vehicle={vehicle} dealerName={dealerName} onStored={onStored}>
      {vehicle && <VehicleSummary vehicle={vehicle} />}
      <PlaceFields rules={rules} />
      <TestDriveTimeField carId={vehicle?.id ?? null} />
      <MessageField required={false} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
