import { errors, StripeApiError } from './stripe-errors';
import { stripeId, unixSeconds } from './ids';
import type { CardOutcome } from './test-cards';

/**
 * The PaymentIntent lifecycle of Stripe (docs.stripe.com/payments/paymentintents/lifecycle) for
 * cards: requires_payment_method → (confirm) requires_action | requires_capture (manual capture)
 * | succeeded (automatic); capture → succeeded; cancel from any unfinished state → canceled.
 * Pure: each step takes the intent's JSON and returns the new JSON and the events it raises.
 */
export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export type PaymentIntentJson = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  confirmation_method: 'automatic' | 'manual';
  status: PaymentIntentStatus;
  client_secret: string;
  created: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
};

export type Step = { intent: PaymentIntentJson; events: string[]; error?: StripeApiError };

const CANCELABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const CONFIRMABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];
export const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

export function newPaymentIntent(input: {
  amount: number; currency: string; capture_method: PaymentIntentJson['capture_method']; description: string | null; receipt_email: string | null;
  metadata: Record<string, string>; payment_method: string | null; now: Date;
}): Step {
  const id = stripeId('pi');
  const intent: PaymentIntentJson = {
    id, object: 'payment_intent', amount: input.amount, amount_capturable: 0, amount_received: 0, currency: input.currency,
    capture_method: input.capture_method, confirmation_method: 'automatic',
    status: input.payment_method ? 'requires_confirmation' : 'requires_payment_method',
    client_secret: `${id}_secret_${stripeId('x').slice(2)}`, created: unixSeconds(input.now), canceled_at: null, cancellation_reason: null,
    description: input.description, receipt_email: input.receipt_email, metadata: input.metadata, payment_method: input.payment_method,
    payment_method_types: ['card'], last_payment_error: null, next_action: null, latest_charge: null, livemode: false,
  };
  return { intent, events: ['payment_intent.created'] };
}

/** Confirming with a card: its test outcome decides (the challenge URL serves the authentication). */
export function confirmIntent(intent: PaymentIntentJson, card: { id: string; outcome: CardOutcome; json: Record<string, unknown> }, challengeUrl: string, returnUrl: string | null): Step {
  if (!CONFIRMABLE.includes(intent.status)) {
    throw errors.unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method.`,
      intent,
    );
  }
  const base = { ...intent, payment_method: card.id, last_payment_error: null, next_action: null };
  switch (card.outcome.kind) {
    case 'succeeds':
      return authorised(base);
    case 'authenticate':
      return {
        intent: {
          ...base, status: 'requires_action',
          next_action: returnUrl
            ? { type: 'redirect_to_url', redirect_to_url: { url: challengeUrl, return_url: returnUrl } }
            : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: challengeUrl, source: card.id } },
        },
        events: ['payment_intent.requires_action'],
      };
    case 'declined': {
      const lastError = { type: 'card_error', code: card.outcome.code, decline_code: card.outcome.decline_code, message: card.outcome.message, payment_method: card.json };
      const failed: PaymentIntentJson = { ...base, status: 'requires_payment_method', payment_method: null, last_payment_error: lastError, latest_charge: stripeId('ch') };
      return {
        intent: failed, events: ['payment_intent.payment_failed'],
        error: new StripeApiError(402, 'card_error', card.outcome.message, { code: card.outcome.code, decline_code: card.outcome.decline_code, payment_intent: failed, payment_method: card.json }),
      };
    }
  }
}

function authorised(intent: PaymentIntentJson): Step {
  const charge = stripeId('ch');
  if (intent.capture_method === 'manual') {
    return { intent: { ...intent, status: 'requires_capture', amount_capturable: intent.amount, latest_charge: charge }, events: ['payment_intent.amount_capturable_updated'] };
  }
  return { intent: { ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: charge }, events: ['payment_intent.succeeded'] };
}

/** The result of the local challenge page: authenticated, or failed (back to requires_payment_method). */
export function completeAuthentication(intent: PaymentIntentJson, passed: boolean): Step {
  if (intent.status !== 'requires_action') return { intent, events: [] };
  if (passed) return authorised({ ...intent, next_action: null });
  return {
    intent: {
      ...intent, status: 'requires_payment_method', next_action: null, payment_method: null,
      last_payment_error: {
        type: 'invalid_request_error', code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      },
    },
    events: ['payment_intent.payment_failed'],
  };
}

export function captureIntent(intent: PaymentIntentJson, amountToCapture: number | null): Step {
  if (intent.status !== 'requires_capture') {
    throw errors.unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      intent,
    );
  }
  const amount = amountToCapture ?? intent.amount_capturable;
  if (amount > intent.amount_capturable || amount <= 0) {
    throw errors.invalid('amount_to_capture', `The amount to capture (${amount}) must be between 1 and the amount capturable (${intent.amount_capturable}).`, 'amount_too_large');
  }
  return { intent: { ...intent, status: 'succeeded', amount_received: amount, amount_capturable: 0 }, events: ['payment_intent.succeeded'] };
}

export function cancelIntent(intent: PaymentIntentJson, reason: string | null, now: Date): Step {
  if (!CANCELABLE.includes(intent.status)) {
    throw errors.unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      intent,
    );
  }
  return {
    intent: { ...intent, status: 'canceled', amount_capturable: 0, canceled_at: unixSeconds(now), cancellation_reason: reason, next_action: null },
    events: ['payment_intent.canceled'],
  };
}
