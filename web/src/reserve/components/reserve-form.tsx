'use client';

import { useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { createCardPaymentMethod } from './card-payment-method';

type Props = {
  carId: number;
  depositLabel: string | null;
  publishableKey: string;
  defaults: { name: string; email: string; phone: string };
};

type Errors = Partial<Record<'name' | 'email' | 'phone' | 'number' | 'expiry' | 'cvc' | 'form', string>>;

const input = 'mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 text-base focus:border-neutral-900 focus:outline-none focus:ring-2 focus:ring-neutral-900/20';

function Field({ name, label, error, ...rest }: { name: keyof Errors; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `reserve-${name}`;
  return (
    <div>
      <label htmlFor={id} className="font-medium">{label}</label>
      <input id={id} name={name} className={input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} required {...rest} />
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

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
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Card</legend>
        <Field name="number" label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" error={errors.number} />
        <div className="grid grid-cols-2 gap-4">
          <Field name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/30" error={errors.expiry} />
          <Field name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={errors.cvc} />
        </div>
      </fieldset>
      {errors.form && <p id="reserve-form-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">{errors.form}</p>}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonVariants({ variant: 'accent', className: 'w-full' })}>
        {busy ? 'Reserving…' : depositLabel ? `Reserve for ${depositLabel}` : 'Reserve'}
      </button>
    </form>
  );
}
