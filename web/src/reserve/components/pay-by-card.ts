import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CardDetails, CardResult } from './card-payment-method';

/**
 * One card payment from a form (reserving, a purchase's deposit, an online payment): the card to
 * the processor from the browser (`paymentMethod`: the local form or Stripe Elements, card-input.tsx),
 * then the `pm_…` and this attempt's key to the app's endpoint.
 * The key is kept while an attempt may still go through (a double click or a retry pays once)
 * and dropped once the server has refused it, so the next try is a new attempt.
 */
export type CardPaymentAnswer =
  | { kind: 'redirect'; url: string }
  /** Messages by field (the form's own, the card's `number`/`expiry`/`cvc`) and `form`. */
  | { kind: 'errors'; errors: Record<string, string> }
  | { kind: 'taken'; message: string };

const FIELD_OF: Record<string, string> = { payment_method: 'number' };

export async function payByCard(input: {
  paymentMethod: () => Promise<CardResult>; endpoint: string;
  body: Record<string, unknown>;
  attempt: RefObject<string | null>;
}): Promise<CardPaymentAnswer> {
  const card = await input.paymentMethod();
  if (!card.ok) return { kind: 'errors', errors: { [card.field]: card.message } };
  input.attempt.current ??= crypto.randomUUID();
  const response = await fetch(input.endpoint, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...input.body, payment_method: card.paymentMethod, idempotency_key: input.attempt.current }),
  }).catch(() => null);
  const body = (await response?.json().catch(() => null) ?? {}) as { redirect?: string; error?: string; message?: string; fieldErrors?: Record<string, string[]> };
  if (response?.ok && body.redirect) return { kind: 'redirect', url: body.redirect };
  if (response?.status === 202) return { kind: 'errors', errors: { form: body.message ?? 'Your payment is being processed.' } };
  input.attempt.current = null;
  if (response?.status === 409) return { kind: 'taken', message: body.error ?? 'This car has just been reserved by someone else' };
  if (body.fieldErrors) {
    return { kind: 'errors', errors: Object.fromEntries(Object.entries(body.fieldErrors).map(([field, messages]) => [FIELD_OF[field] ?? (field || 'form'), messages[0] ?? ''])) };
  }
  return { kind: 'errors', errors: { form: body.error ?? (response ? 'Something went wrong. Nothing was charged; please try again.' : 'We could not reach our server. Nothing was charged; please try again.') } };
}

/** Reads a submitted form's fields as text ('' when absent). */
export type FormText = (name: string) => string;

/** The card fields of the card form (form-field.tsx CardFields). */
export const cardOf = (text: FormText): CardDetails => ({ number: text('number'), expiry: text('expiry'), cvc: text('cvc') });

/**
 * The state of a card form: its messages, whether a submission is running (the button is
 * disabled, a second click does nothing) and the attempt's key. `onSubmit(work)` is the form's
 * submit handler: `work` gets the form's text and may set messages.
 */
export function useCardForm<E extends Record<string, string | undefined>>(initial: E = {} as E) {
  const [errors, setErrors] = useState<E>(initial);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<string | null>(null);
  const onSubmit = (work: (text: FormText) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({} as E);
    try {
      await work((name) => String(data.get(name) ?? ''));
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, attempt, onSubmit };
}
