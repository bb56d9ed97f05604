'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CardEntry } from '../card-entry';
import { CardInput, useCardEntry } from './card-input';
import { Field } from './form-field';
import { payByCard, useCardForm } from './pay-by-card';

type Props = {
  carId: number;
  depositLabel: string | null;
  cardEntry: CardEntry;
  defaults: { name: string; email: string; phone: string };
};

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'number' | 'expiry' | 'cvc' | 'form', string>>;

/**
 * The reserve form (SPEC 9): contact details, the card, and Reserve. One key per attempt is sent
 * with the request, so a double click or a retry reserves and authorises once; the button is
 * disabled while the request runs. The amount is not sent: the server takes it from the car.
 */
export function ReserveForm({ carId, depositLabel, cardEntry, defaults }: Props) {
  const { errors, setErrors, busy, attempt, onSubmit } = useCardForm<Errors>();
  const card = useCardEntry(cardEntry);
  const [taken, setTaken] = useState<string | null>(null);

  const submit = onSubmit(async (text) => {
    const answer = await payByCard({
      paymentMethod: () => card.paymentMethod(text), endpoint: '/api/reservations', attempt,
      body: { car_id: carId, name: text('name'), email: text('email'), phone: text('phone') },
    });
    if (answer.kind === 'redirect') window.location.assign(answer.url);
    else if (answer.kind === 'taken') setTaken(answer.message);
    else setErrors(answer.errors as Errors);
  });

  if (taken) {
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
        <p className="text-lg font-semibold">{taken}</p>
        <p className="mt-2">Nothing was charged to your card. Have a look at similar cars below.</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={errors.form ? 'reserve-form-error' : undefined}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Your details</legend>
        <Field name="name" label="Full name" autoComplete="name" defaultValue={defaults.name} error={errors.name} />
        <Field name="email" label="Email" type="email" autoComplete="email" defaultValue={defaults.email} error={errors.email} />
        <Field name="phone" label="Mobile" type="tel" autoComplete="tel" defaultValue={defaults.phone} error={errors.phone} />
      </fieldset>
      <CardInput entry={cardEntry} errors={errors} onStripeReady={card.onStripeReady} />
      {errors.form && <p id="reserve-form-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">{errors.form}</p>}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonVariants({ variant: 'accent', className: 'w-full' })}>
        {busy ? 'Reserving…' : depositLabel ? `Reserve for ${depositLabel}` : 'Reserve'}
      </button>
    </form>
  );
}
