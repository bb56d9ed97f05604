'use client';

import { useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { createCardPaymentMethod } from './card-payment-method';
import { CardFields, Field } from './form-field';

type Props = {
  carId: number;
  depositLabel: string | null;
  publishableKey: string;
  defaults: { name: string; email: string; phone: string };
};

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'number' | 'expiry' | 'cvc' | 'form', string>>;

/**
 * The reserve form (SPEC 9): contact details, the card, and Reserve. One key per attempt is sent
 * with the request, so a double click or a retry reserves and authorises once; the button is
 * disabled while the request runs. The amount is not sent: the server takes it from the car.
 */
export function ReserveForm({ carId, depositLabel, publishableKey, defaults }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setBusy(true);
    setErrors({});
    try {
      const card = await createCardPaymentMethod(publishableKey, { number: text('number'), expiry: text('expiry'), cvc: text('cvc') });
      if (!card.ok) {
        setErrors({ [card.field]: card.message });
        return;
      }
      attempt.current ??= crypto.randomUUID();
      const response = await fetch('/api/reservations', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId, name: text('name'), email: text('email'), phone: text('phone'), payment_method: card.paymentMethod, idempotency_key: attempt.current }),
      });
      const body = (await response.json().catch(() => ({}))) as { redirect?: string; error?: string; message?: string; fieldErrors?: Record<string, string[]> };
      if (response.ok && body.redirect) {
        window.location.assign(body.redirect);
        return;
      }
      if (response.status === 202) {
        setErrors({ form: body.message ?? 'Your reservation is being processed.' });
        return;
      }
      // A refused card or a validation error starts a new attempt next time (a new key).
      attempt.current = null;
      if (response.status === 409) {
        setTaken(body.error ?? 'This car has just been reserved by someone else');
        return;
      }
      if (body.fieldErrors) {
        setErrors(Object.fromEntries(Object.entries(body.fieldErrors).map(([field, messages]) => [field === 'payment_method' ? 'number' : field, messages[0]])) as Errors);
        return;
      }
      setErrors({ form: body.error ?? 'Something went wrong. Nothing was charged; please try again.' });
    } finally {
      setBusy(false);
    }
  }

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
      <CardFields errors={errors} />
      {errors.form && <p id="reserve-form-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">{errors.form}</p>}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonVariants({ variant: 'accent', className: 'w-full' })}>
        {busy ? 'Reserving…' : depositLabel ? `Reserve for ${depositLabel}` : 'Reserve'}
      </button>
    </form>
  );
}
