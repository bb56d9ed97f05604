/**
 * The payments port (SPEC 1 and 9: a refundable deposit that holds a car; online payments):
 * card authorisations captured later (`capture_method: manual`), cancelled free of fees, and
 * webhooks verified against the raw body. Hosted: Stripe; embedded: the local processor speaking
 * Stripe's protocol. Both are driven through the official `stripe` SDK (stripe-payments.ts).
 */
export type PaymentsAdapter = 'stripe' | 'local-stripe';

export type PaymentState = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export type Payment = {
  id: string;
  state: PaymentState;
  /** Cents. */
  amount: number;
  currency: string;
  /** What the provider held for capture (cents); 0 once captured or cancelled. */
  capturable: number;
  received: number;
  metadata: Record<string, string>;
  /** Where the shopper authenticates the card (3D Secure), when the provider asks for it. */
  authenticationUrl: string | null;
  /** The provider's message for the last failed attempt, e.g. 'Your card was declined.' */
  failure: string | null;
  clientSecret: string;
};

export type PaymentEvent = { id: string; type: string; payment: Payment | null };

export type AuthoriseInput = {
  /** Cents (AUD). */
  amount: number;
  currency: 'aud';
  description: string;
  metadata: Record<string, string>;
  /** One key per shopper action: a retried or double-clicked request authorises once. */
  idempotencyKey: string;
  /** A card payment method (`pm_…`, from the card form); with it the authorisation is attempted at once. */
  paymentMethod?: string;
  /** Where the shopper comes back after authenticating the card. */
  returnUrl?: string;
  receiptEmail?: string;
  /** Manual capture holds the money (a deposit); automatic takes it (a payment). */
  capture: 'manual' | 'automatic';
};

/** The card was refused (a decline, failed authentication); `message` is the provider's, for the shopper. */
export class PaymentDeclined extends Error {
  constructor(message: string, readonly payment: Payment | null) {
    super(message);
  }
}

/** The provider could not be reached or refused the request for a reason that is not the shopper's. */
export class PaymentUnavailable extends Error {}

/** The same request (its idempotency key) is still being processed by an earlier call. */
export class PaymentInProgress extends Error {}

/** A webhook whose signature does not match its body (or is too old). */
export class WebhookSignatureInvalid extends Error {}

export interface PaymentsPort {
  readonly adapter: PaymentsAdapter;
  /** The browser's key (Stripe.js / the local card form). */
  readonly publishableKey: string;
  authorise(input: AuthoriseInput): Promise<Payment>;
  /** Retries the authorisation with another card; the same key for the same attempt. */
  confirm(id: string, input: { paymentMethod: string; returnUrl?: string; idempotencyKey: string }): Promise<Payment>;
  retrieve(id: string): Promise<Payment>;
  capture(id: string, idempotencyKey: string): Promise<Payment>;
  /** Releases the hold (no fee); cancelling a cancelled payment returns it unchanged. */
  cancel(id: string, idempotencyKey: string): Promise<Payment>;
  refund(id: string, idempotencyKey: string): Promise<{ id: string; amount: number }>;
  /** Verifies `Stripe-Signature` over the raw body; throws WebhookSignatureInvalid. */
  webhookEvent(rawBody: string, signature: string | null): Promise<PaymentEvent>;
}
