'use client';

import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SlotDay } from '@/test-drive/slot-times';
import { fieldError, SelectField, TextField } from './form-fields';

type Availability = { state: 'loading' } | { state: 'slots'; days: SlotDay[] } | { state: 'none' };

async function loadSlots(carId: number): Promise<Availability> {
  try {
    const response = await fetch(`/api/test-drive/slots?car_id=${carId}`, { cache: 'no-store' });
    if (!response.ok) return { state: 'none' };
    const body = (await response.json()) as { days?: SlotDay[] | null };
    return Array.isArray(body.days) ? { state: 'slots', days: body.days } : { state: 'none' };
  } catch {
    return { state: 'none' };
  }
}

const PREFERRED = { label: 'Preferred date and time', hint: 'Optional. We will confirm a time with you.' } as const;

/**
 * When to come (SPEC 7 test-drive availability): the car's free slots for the next 14 days, by
 * day, from its location's hours. A slot someone books first is reported on this field by the
 * server, and the list is fetched again without it while everything else stays as typed. Without
 * slots (no hours, none free, or the list cannot load) the shopper names a preferred time.
 */
export function TestDriveTimeField({ carId }: { carId: number | null }) {
  const { formState, setValue } = useFormContext();
  const [availability, setAvailability] = useState<Availability>(carId === null ? { state: 'none' } : { state: 'loading' });
  const slotError = fieldError(formState.errors, 'slot');

  // Loaded once, and again after the server reports the chosen slot taken (it is gone from the new
  // list, so nothing stays selected; the message stays until the shopper picks another time).
  const slotTaken = slotError !== null && formState.errors.slot?.type === 'server';
  useEffect(() => {
    if (carId === null) return;
    let current = true;
    void loadSlots(carId).then((next) => {
      if (!current) return;
      setAvailability(next);
      if (slotTaken) setValue('slot', '');
    });
    return () => {
      current = false;
    };
  }, [carId, slotTaken, setValue]);

  if (availability.state === 'loading') return <p className="text-neutral-700" role="status">Loading available times…</p>;
  if (availability.state === 'none' || availability.days.length === 0) {
    return (
      <>
        {availability.state === 'slots' && <p className="text-neutral-700">Every test-drive time in the next 14 days is booked for this car.</p>}
        <TextField name="dateTime" label={PREFERRED.label} type="datetime-local" hint={PREFERRED.hint} />
      </>
    );
  }
  const groups = availability.days.map((day) => ({ label: day.label, options: day.slots.map((slot) => ({ value: slot.start, label: `${day.label}, ${slot.label}` })) }));
  return (
    <SelectField name="slot" label="Test drive time" hint="Optional. Times are the dealership's local time." placeholder="Choose a time" options={[]} groups={groups} />
  );
}
