import Stripe from 'stripe';
import { PaymentDeclined, PaymentInProgress, PaymentUnavailable, WebhookSignatureInvalid, type AuthoriseInput, type Payment, type PaymentsAdapter, type PaymentsPort } from './payments-port';

/**
 * The payments port over the official `stripe` SDK. The hosted adapter talks to api.stripe.com;
 * the embedded one is the same code pointed at the local processor (its `host`/`port`/`protocol`,
 * or an in-process `httpClient`). Stripe's types stop here: callers see `Payment`.
 */
export type StripePaymentsOptions = {
  adapter: PaymentsAdapter;
  secretKey: string;
  publishableKey: string;
  webhookSecret: () => Promise<string>;
  config?: Stripe.StripeConfig;
};

const toPayment = (intent: Stripe.PaymentIntent): Payment => ({
  id: intent.id,
  state: intent.status as Payment['state'],
  amount: intent.amount,
  currency: intent.currency,
  capturable: intent.amount_capturable,
  received: intent.amount_received,
  metadata: { ...intent.metadata },
  authenticationUrl: intent.status === 'requires_action'
    ? intent.next_action?.redirect_to_url?.url ?? (intent.next_action?.use_stripe_sdk as { stripe_js?: string } | undefined)?.stripe_js ?? null
    : null,
  failure: intent.last_payment_error?.message ?? null,
  clientSecret: intent.client_secret ?? '',
});

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
      throw new PaymentDeclined(error.message, intent ? toPayment(intent) : null);
    }
    if (error instanceof Stripe.errors.StripeIdempotencyError && error.statusCode === 409) throw new PaymentInProgress(error.message);
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError
      || error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripeRateLimitError
      || error instanceof Stripe.errors.StripePermissionError) {
      throw new PaymentUnavailable(`Payment provider unavailable (${error.type})`);
    }
    throw error;
  }
}

export function stripePayments(options: StripePaymentsOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 5, timeout: 20_000, ...options.config });
  return {
    adapter: options.adapter,
    publishableKey: options.publishableKey,

    authorise: (input: AuthoriseInput) => call(async () => toPayment(await stripe.paymentIntents.create({
      amount: input.amount, currency: input.currency, capture_method: input.capture, description: input.description, metadata: input.metadata,
      ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
      ...(input.paymentMethod ? { payment_method: input.paymentMethod, confirm: true, ...(input.returnUrl ? { return_url: input.returnUrl } : {}) } : {}),
    }, { idempotencyKey: input.idempotencyKey }))),

    confirm: (id, input) => call(async () => toPayment(await stripe.paymentIntents.confirm(id, {
      payment_method: input.paymentMethod, ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
    }, { idempotencyKey: input.idempotencyKey }))),

    retrieve: (id) => call(async () => toPayment(await stripe.paymentIntents.retrieve(id))),

    capture: (id, idempotencyKey) => call(async () => toPayment(await stripe.paymentIntents.capture(id, {}, { idempotencyKey }))),

    cancel: (id, idempotencyKey) => call(async () => {
      try {
        return toPayment(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
      } catch (error) {
        // Cancelling twice (a replayed webhook, a second click) is not an error for the caller.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          const current = await stripe.paymentIntents.retrieve(id);
          if (current.status === 'canceled') return toPayment(current);
        }
        throw error;
      }
    }),

    refund: (id, idempotencyKey) => call(async () => {
      const refund = await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
      return { id: refund.id, amount: refund.amount };
    }),

    async webhookEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', await options.webhookSecret());
      } catch {
        throw new WebhookSignatureInvalid('Invalid Stripe-Signature');
      }
      const object = event.data.object as { object?: string };
      return { id: event.id, type: event.type, payment: object.object === 'payment_intent' ? toPayment(object as Stripe.PaymentIntent) : null };
    },
  };
}
