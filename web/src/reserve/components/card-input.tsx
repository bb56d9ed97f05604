'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef } from 'react';
import type { CardEntry } from '../card-entry';
import { createCardPaymentMethod, type CardResult } from './card-payment-method';
import { CardFields, inputClass } from './form-field';
import { cardOf, type FormText } from './pay-by-card';

type CreatePaymentMethod = (text: FormText) => Promise<CardResult>;
type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

// Stripe.js loads once per key for the whole page, however many forms mount.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * A card form's way from what the shopper entered to a `pm_…` (card-entry.ts chooses which):
 * the local form's fields sent to the local processor, or Stripe's card element once it is ready.
 */
export function useCardEntry(entry: CardEntry) {
  const stripeCard = useRef<CreatePaymentMethod | null>(null);
  const onStripeReady = useCallback((create: CreatePaymentMethod | null) => {
    stripeCard.current = create;
  }, []);
  const paymentMethod = async (text: FormText): Promise<CardResult> => {
    if (entry.kind === 'local-form') return createCardPaymentMethod(entry.publishableKey, cardOf(text));
    if (!stripeCard.current) return { ok: false, field: 'form', message: 'The card form is still loading. Please try again in a moment.' };
    return stripeCard.current(text);
  };
  return { paymentMethod, onStripeReady };
}

/** The card part of a form: the local card fields, or Stripe's own card element with hosted keys. */
export function CardInput({ entry, errors, idPrefix = 'reserve', onStripeReady }: {
  entry: CardEntry; errors: CardErrors; idPrefix?: string; onStripeReady: (create: CreatePaymentMethod | null) => void;
}) {
  if (entry.kind === 'local-form') return <CardFields errors={errors} idPrefix={idPrefix} />;
  const message = errors.number ?? errors.expiry ?? errors.cvc;
  return (
    <fieldset className="space-y-2" aria-describedby={message ? `${idPrefix}-card-error` : undefined}>
      <legend className="text-lg font-semibold">Card</legend>
      <Elements stripe={stripeFor(entry.publishableKey)}>
        <StripeCard onReady={onStripeReady} />
      </Elements>
      {message && <p id={`${idPrefix}-card-error`} className="mt-1 text-sm text-red-700">{message}</p>}
    </fieldset>
  );
}

/** Stripe's card element; hands the form its payment-method maker once Stripe.js has loaded. */
function StripeCard({ onReady }: { onReady: (create: CreatePaymentMethod | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async () => {
      const card = elements.getElement(CardElement);
      if (!card) return { ok: false, field: 'form', message: 'The card form is still loading. Please try again in a moment.' };
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (paymentMethod) return { ok: true, paymentMethod: paymentMethod.id };
      return { ok: false, field: 'number', message: error?.message ?? 'Your card could not be used. Please try again.' };
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return <div className={inputClass}><CardElement options={{ hidePostalCode: true }} /></div>;
}
