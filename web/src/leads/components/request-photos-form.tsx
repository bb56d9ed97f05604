'use client';

import { useCallback, useMemo } from 'react';
import { REQUEST_PHOTOS_TEXT } from '@/leads/schema/form-choices';
import { HiddenFields } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, PLACE_LABELS, PlaceFields, placeDefaults, vehicleDefaults, VehicleSummary } from './form-parts';
import { LeadFormShell } from './lead-form-shell';
import type { VehicleFormProps } from './vehicle-form-props';

const MESSAGE = 'Anything in particular you would like to see?';
const LABELS = [...PLACE_LABELS, ['message', MESSAGE], ...CONTACT_LABELS] as const;

/** Request photos (SPEC 2 modal; SPEC 3: hidden 'Request Photos' field with the default request). */
export function RequestPhotosForm({ rules, vehicle = null, dealerName, onStored, submitLabel = 'Request Photos' }: VehicleFormProps) {
  const loadSchema = useCallback(() => import('@/leads/schema/enquiry-schemas').then((schemas) => schemas.requestPhotosSchema(rules)), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), ...vehicleDefaults(vehicle), message: '', 'Request Photos': REQUEST_PHOTOS_TEXT }), [rules, vehicle]);
  return (
    <LeadFormShell kind="request-photos" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel={submitLabel} failureStyle="enquiry"
      vehicle={vehicle} dealerName={dealerName} onStored={onStored}>
      {vehicle && <VehicleSummary vehicle={vehicle} />}
      <HiddenFields names={['Request Photos']} />
      <PlaceFields rules={rules} />
      <MessageField required={false} label={MESSAGE} />
      <ContactFields rules={rules} />
    </LeadFormShell>
  );
}
