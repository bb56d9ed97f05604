import { describe, expect, it } from 'vitest';
import { cancelIntent, captureIntent, completeAuthentication, confirmIntent, newPaymentIntent, type PaymentIntentStatus } from './payment-intents';
import { StripeApiError } from './stripe-errors';
import { testCard } from './test-cards';

const now = new Date('2026-11-24T04:00:00Z');
const intent = (status: PaymentIntentStatus = 'requires_payment_method', capture: 'manual' | 'automatic' = 'manual') => ({
  ...newPaymentIntent({ amount: 20000, currency: 'aud', capture_method: capture, description: null, receipt_email: null, metadata: {}, payment_method: null, now }).intent,
  status,
});
const card = (number: string) => ({ id: 'pm_1', outcome: testCard(number).outcome, json: {} });

describe('PaymentIntent lifecycle (Stripe, cards)', () => {
  it.each([
    ['4242424242424242', 'manual', 'requires_capture', 'payment_intent.amount_capturable_updated'],
    ['4242424242424242', 'automatic', 'succeeded', 'payment_intent.succeeded'],
    ['4000000000000002', 'manual', 'requires_payment_method', 'payment_intent.payment_failed'],
    ['4000002760003184', 'manual', 'requires_action', 'payment_intent.requires_action'],
    ['4111111111111111', 'manual', 'requires_payment_method', 'payment_intent.payment_failed'],
  ] as const)('confirm with %s (%s capture) → %s', (number, capture, status, event) => {
    const step = confirmIntent(intent('requires_payment_method', capture), card(number), 'http://x/challenge', 'http://x/back');
    expect(step.intent.status).toBe(status);
    expect(step.events).toEqual([event]);
  });

  it.each([
    ['requires_capture', 'capture', 'succeeded'],
    ['requires_capture', 'cancel', 'canceled'],
    ['requires_payment_method', 'cancel', 'canceled'],
    ['requires_action', 'cancel', 'canceled'],
    ['canceled', 'capture', 'error'],
    ['canceled', 'cancel', 'error'],
    ['succeeded', 'cancel', 'error'],
    ['requires_payment_method', 'capture', 'error'],
  ] as const)('%s: %s → %s', (from, action, to) => {
    const run = () => (action === 'capture' ? captureIntent({ ...intent(from), amount_capturable: 20000 }, null) : cancelIntent(intent(from), null, now));
    if (to === 'error') expect(run).toThrow(StripeApiError);
    else expect(run().intent.status).toBe(to);
  });

  it('authentication: passed holds the money, failed asks for another card', () => {
    expect(completeAuthentication(intent('requires_action'), true).intent.status).toBe('requires_capture');
    const failed = completeAuthentication(intent('requires_action'), false).intent;
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    expect(completeAuthentication(intent('requires_capture'), true).events).toEqual([]);
  });
});
