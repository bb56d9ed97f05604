import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '@/ports/payments/payments-config';
import { localWebhookSecret } from '@/ports/payments/local-processor';
import { deliverDue } from '@/ports/payments/local-stripe/webhook-delivery';
import { openMigratedPglite } from '../support/lead-fixtures';
import { serve, startLocalStripe, type TestServer } from '../support/local-stripe-server';
import { TestClock } from '../support/local-gotrue-server';

/**
 * The payments port contract: the official `stripe` SDK against the local processor (always) and
 * against Stripe in test mode when STRIPE_SECRET_KEY (an sk_test_ key) is set. Webhook delivery,
 * the card form's payment methods and the challenge page are the local processor's own and run
 * on it only.
 */
type Target = { name: string; stripe: () => Stripe; local: boolean };

const clock = new TestClock();
let handle: OpenDatabase;
let processor: Awaited<ReturnType<typeof startLocalStripe>>;
let receiver: TestServer;
const received: { body: string; signature: string | null }[] = [];
let receiverFails = 0;

beforeAll(async () => {
  handle = await openMigratedPglite();
  receiver = await serve(async (request) => {
    if (receiverFails > 0) {
      receiverFails -= 1;
      return new Response('down', { status: 503 });
    }
    received.push({ body: await request.text(), signature: request.headers.get('stripe-signature') });
    return Response.json({ received: true });
  });
  processor = await startLocalStripe(handle.db, `${receiver.url}/webhook`, clock.now);
});
afterAll(async () => {
  await processor?.close();
  await receiver?.close();
  await handle?.close();
});

const localStripe = (key = LOCAL_SECRET_KEY, retries = 0) =>
  new Stripe(key, { host: '127.0.0.1', port: processor.port, protocol: 'http', maxNetworkRetries: retries });

const targets: Target[] = [{ name: 'local processor', stripe: () => localStripe(), local: true }];
const hostedKey = process.env.STRIPE_SECRET_KEY;
if (hostedKey?.startsWith('sk_test_')) {
  targets.push({ name: 'Stripe test mode', stripe: () => new Stripe(hostedKey, { maxNetworkRetries: 0 }), local: false });
} else {
  console.log(`[payments contract] Stripe test mode skipped: ${hostedKey ? 'STRIPE_SECRET_KEY is not a test key (sk_test_…)' : 'set STRIPE_SECRET_KEY to an sk_test_ key to run it'}`);
}

const key = () => `contract-${crypto.randomUUID()}`;
const deposit = (stripe: Stripe, extra: Partial<Stripe.PaymentIntentCreateParams> = {}, idempotencyKey = key()) =>
  stripe.paymentIntents.create({ amount: 20000, currency: 'aud', capture_method: 'manual', description: 'Deposit: 2021 Toyota Corolla', metadata: { reservation: 'r1' }, ...extra }, { idempotencyKey });
const RETURN_URL = 'https://valley-used-cars.example/cars/x/checkout/return';

async function failure(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe.each(targets)('payments port contract: $name', (target) => {
  it('authorises a deposit without taking it, then captures it (manual capture)', async () => {
    const stripe = target.stripe();
    const created = await deposit(stripe, { payment_method: 'pm_card_visa', confirm: true, return_url: RETURN_URL });
    expect(created).toMatchObject({ object: 'payment_intent', status: 'requires_capture', amount: 20000, amount_capturable: 20000, amount_received: 0, currency: 'aud', capture_method: 'manual', metadata: { reservation: 'r1' } });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    const captured = await stripe.paymentIntents.capture(created.id, {}, { idempotencyKey: key() });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 20000, amount_capturable: 0 });
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');
    const refund = await stripe.refunds.create({ payment_intent: created.id }, { idempotencyKey: key() });
    expect(refund).toMatchObject({ object: 'refund', amount: 20000, status: 'succeeded' });
  });

  it('cancels a hold free of charge; a second cancel is a 400 payment_intent_unexpected_state', async () => {
    const stripe = target.stripe();
    const held = await deposit(stripe, { payment_method: 'pm_card_visa', confirm: true, return_url: RETURN_URL });
    const cancelled = await stripe.paymentIntents.cancel(held.id, { cancellation_reason: 'requested_by_customer' }, { idempotencyKey: key() });
    expect(cancelled).toMatchObject({ status: 'canceled', amount_received: 0, cancellation_reason: 'requested_by_customer' });
    const again = await failure(stripe.paymentIntents.cancel(held.id, {}, { idempotencyKey: key() }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    const capture = await failure(stripe.paymentIntents.capture(held.id, {}, { idempotencyKey: key() }));
    expect(capture).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('declines 4000 0000 0000 0002 with a 402 card_error "Your card was declined."', async () => {
    const stripe = target.stripe();
    const error = await failure(deposit(stripe, { payment_method: 'pm_card_chargeDeclined', confirm: true, return_url: RETURN_URL }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    const intent = error.payment_intent!;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.message).toBe('Your card was declined.');
    expect((await stripe.paymentIntents.retrieve(intent.id)).amount_capturable).toBe(0);
  });

  it('asks for authentication with 4000 0027 6000 3184 (requires_action, a redirect to the challenge)', async () => {
    const stripe = target.stripe();
    const intent = await deposit(stripe, { payment_method: 'pm_card_authenticationRequired', confirm: true, return_url: RETURN_URL });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('redirect_to_url');
    expect(intent.next_action?.redirect_to_url?.url).toMatch(/^https?:\/\//);
    expect(intent.next_action?.redirect_to_url?.return_url).toBe(RETURN_URL);
    await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: key() });
  });

  it('confirms a created intent later with a card', async () => {
    const stripe = target.stripe();
    const intent = await deposit(stripe);
    expect(intent.status).toBe('requires_payment_method');
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa', return_url: RETURN_URL }, { idempotencyKey: key() });
    expect(confirmed.status).toBe('requires_capture');
    await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: key() });
  });

  it('replays an idempotent request (same key, same parameters): one intent, Idempotent-Replayed', async () => {
    const stripe = target.stripe();
    const k = key();
    const first = await deposit(stripe, {}, k);
    const second = await deposit(stripe, {}, k);
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const error = await failure(deposit(stripe, { amount: 30000 }, k));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.message).toContain('Keys for idempotent requests can only be used with the same parameters they were first used with');
  });

  it('replays a declined confirmation too: the card is tried once per key', async () => {
    const stripe = target.stripe();
    const k = key();
    const one = await failure(deposit(stripe, { payment_method: 'pm_card_chargeDeclined', confirm: true, return_url: RETURN_URL }, k));
    const two = await failure(deposit(stripe, { payment_method: 'pm_card_chargeDeclined', confirm: true, return_url: RETURN_URL }, k));
    expect(two.payment_intent?.id).toBe(one.payment_intent?.id);
    expect(two.headers?.['idempotent-replayed']).toBe('true');
  });

  it('answers 404 resource_missing for an unknown intent and 400 for a bad amount', async () => {
    const stripe = target.stripe();
    const missing = await failure(stripe.paymentIntents.retrieve('pi_doesnotexist000000000000'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'intent' });
    expect(missing.message).toBe("No such payment_intent: 'pi_doesnotexist000000000000'");
    const small = await failure(deposit(stripe, { amount: 10 }));
    expect(small).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount' });
  });

  it('refuses a wrong secret key with 401 "Invalid API Key provided"', async () => {
    const wrong = target.local ? localStripe('sk_test_wrongwrongwrongwrong1234') : new Stripe('sk_test_wrongwrongwrongwrong1234', { maxNetworkRetries: 0 });
    const error = await failure(wrong.paymentIntents.retrieve('pi_x'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);
  });
});

describe('local processor only', () => {
  it('keeps a double click to one intent: concurrent requests with one key get one result', async () => {
    const stripe = localStripe(LOCAL_SECRET_KEY, 3);
    const k = key();
    const results = await Promise.all(Array.from({ length: 5 }, () => deposit(stripe, { payment_method: 'pm_card_visa', confirm: true, return_url: RETURN_URL }, k)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const events = await handle.db.selectFrom('local_stripe_events').select('data').where('type', '=', 'payment_intent.amount_capturable_updated').execute();
    expect(events.filter((e) => (e.data as { data: { object: { id: string } } }).data.object.id === results[0]!.id)).toHaveLength(1);
  });

  it('makes card payment methods from test card numbers with the publishable key, and refuses bad numbers', async () => {
    const browser = localStripe(LOCAL_PUBLISHABLE_KEY);
    const card = await browser.paymentMethods.create({ type: 'card', card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } });
    expect(card).toMatchObject({ object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } });
    const bad = await failure(browser.paymentMethods.create({ type: 'card', card: { number: '4242424242424241', exp_month: 12, exp_year: 2040, cvc: '123' } }));
    expect(bad).toMatchObject({ statusCode: 402, code: 'incorrect_number', message: 'Your card number is incorrect.' });
    const forbidden = await failure(browser.paymentIntents.create({ amount: 20000, currency: 'aud' }));
    expect(forbidden.statusCode).toBe(401);
    const stripe = localStripe();
    const intent = await deposit(stripe, { payment_method: card.id, confirm: true, return_url: RETURN_URL });
    expect(intent.status).toBe('requires_capture');
  });

  it('serves the challenge page: completing it holds the money and returns to the site', async () => {
    const stripe = localStripe();
    const intent = await deposit(stripe, { payment_method: 'pm_card_authenticationRequired', confirm: true, return_url: RETURN_URL });
    const url = intent.next_action!.redirect_to_url!.url!;
    const page = await fetch(url);
    expect(await page.text()).toContain('Complete authentication');
    const done = await fetch(url, { method: 'POST', body: new URLSearchParams({ result: 'complete' }), redirect: 'manual' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('signs webhooks like Stripe (constructEvent accepts them) and retries until the endpoint answers 2xx', async () => {
    const stripe = localStripe();
    const secret = await localWebhookSecret(handle.db);
    // Deliver what earlier tests left, so this test sees only its own events.
    await deliverDue({ db: handle.db, endpoint: async () => ({ url: `${receiver.url}/webhook`, secret }), now: clock.now });
    received.length = 0;
    receiverFails = 1_000;
    const intent = await deposit(stripe, { payment_method: 'pm_card_visa', confirm: true, return_url: RETURN_URL });
    const deliver = () => deliverDue({ db: handle.db, endpoint: async () => ({ url: `${receiver.url}/webhook`, secret }), now: clock.now });
    await processor.processor.kick();
    await deliver();
    expect(received).toHaveLength(0);
    receiverFails = 0;
    clock.advance(6);
    await deliver();
    const types = received.map((r) => (JSON.parse(r.body) as Stripe.Event).type);
    expect(types).toEqual(expect.arrayContaining(['payment_intent.created', 'payment_intent.amount_capturable_updated']));
    for (const delivery of received) {
      const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature!, secret, 300, undefined, Math.floor(clock.now().getTime() / 1000));
      expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
    }
    const tampered = received[0]!.body.replace('20000', '1');
    expect(() => stripe.webhooks.constructEvent(tampered, received[0]!.signature!, secret, 300, undefined, Math.floor(clock.now().getTime() / 1000))).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const listed = await stripe.events.list({ limit: 3 });
    expect(listed.data[0]?.object).toBe('event');
  });
});
