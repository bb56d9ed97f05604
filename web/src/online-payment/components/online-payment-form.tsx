'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { fieldErrors } from '@/leads/schema/field-errors';
import type { CardEntry } from '@/reserve/card-entry';
import { CardInput, useCardEntry } from '@/reserve/components/card-input';
import { Field } from '@/reserve/components/form-field';
import { payByCard, useCardForm } from '@/reserve/components/pay-by-card';
import { paymentDetailsSchema } from '../online-payment-schema';

type Props = { cardEntry: CardEntry; defaults: { name: string; phone: string; reference: string } };

const DETAILS = ['reference', 'amount', 'name', 'email', 'phone'] as const;

/**
 * The online payment form (SPEC 2 /online-payment): the dealer's reference and the amount, who
 * is paying, then the card. The details are checked first, in the browser with the server's own
 * schema: a wrong amount is reported before the card is even read, and every field keeps what
 * was typed. One key per attempt, so a double click pays once.
 */
export function OnlinePaymentForm({ cardEntry, defaults }: Props) {
  const { errors, setErrors, busy, attempt, onSubmit } = useCardForm<Record<string, string>>();
  const card = useCardEntry(cardEntry);

  const submit = onSubmit(async (text) => {
    // The amount (and the rest of the details) first: the card is read only once they are right.
    const details = Object.fromEntries(DETAILS.map((name) => [name, text(name)]));
    const checked = paymentDetailsSchema.safeParse(details);
    if (!checked.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(checked.error)).map(([field, messages]) => [field, messages[0] ?? ''])));
      return;
    }
    const answer = await payByCard({ paymentMethod: () => card.paymentMethod(text), endpoint: '/api/online-payments', body: details, attempt });
    if (answer.kind === 'redirect') window.location.assign(answer.url);
    else setErrors(answer.kind === 'taken' ? { form: answer.message } : answer.errors);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={errors.form ? 'online-payment-form-error' : undefined}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">What you are paying</legend>
        <Field idPrefix="online-payment" name="reference" label="Invoice or reference number" defaultValue={defaults.reference} maxLength={40} error={errors.reference} />
        <Field idPrefix="online-payment" name="amount" label="Amount (AUD)" inputMode="decimal" placeholder="1250.00" error={errors.amount} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Your details</legend>
        <Field idPrefix="online-payment" name="name" label="Full name" autoComplete="name" defaultValue={defaults.name} error={errors.name} />
        <Field idPrefix="online-payment" name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
        <Field idPrefix="online-payment" name="phone" label="Mobile" type="tel" autoComplete="tel" defaultValue={defaults.phone} error={errors.phone} />
      </fieldset>
      <CardInput entry={cardEntry} idPrefix="online-payment" errors={errors} onStripeReady={card.onStripeReady} />
      {errors.form && <p id="online-payment-form-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">{errors.form}</p>}
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonVariants({ variant: 'accent', className: 'w-full' })}>
        {busy ? 'Paying…' : 'Pay now'}
      </button>
    </form>
  );
}
