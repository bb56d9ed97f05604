import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatPrice } from '@/lib/format';
import { PaymentDeclined, PaymentInProgress, PaymentUnavailable, type Payment, type PaymentEvent, type PaymentsPort } from '@/ports/payments/payments-port';
import { RESERVE_TEXT } from '@/reserve/server/reservation-service';
import { applyEventOnce, recordTarget } from '@/reserve/server/payment-events';
import { attachIntent, finishAttempt, findOnlinePayment, findOnlinePaymentByIntent, openAttempt, type OnlinePayment } from './online-payment-store';

/** What paying online needs from the rest of the app (tests pass their own). */
export type OnlinePaymentDeps = {
  db: Kysely<Database>;
  payments: () => Promise<PaymentsPort>;
  site: (slug: string) => Promise<SiteConfig | null>;
  /** The receipt (messaging port); failures are logged, never fatal: the payment stands. */
  receipt: (site: SiteConfig, payment: OnlinePayment, text: string) => Promise<void>;
  /** The emailed receipt (messaging port's email channel); failures are logged, never fatal. */
  email: (siteSlug: string, to: string, subject: string, body: string) => Promise<void>;
  /** The dealer's lead (CRM outbox): who paid what against which reference. */
  lead: (site: SiteConfig, payment: OnlinePayment) => Promise<void>;
  now: () => Date;
};

export type PayInput = {
  site: SiteConfig;
  reference: string; amountCents: number; name: string; email: string; phone: string; userId: string | null;
  paymentMethod: string;
  /** The browser's key for this attempt: the same key again charges once. */
  key: string;
  /** Where the shopper comes back after authenticating the card. */
  returnUrl: (payment: OnlinePayment) => string;
};

export type PayResult =
  | { kind: 'paid'; payment: OnlinePayment }
  | { kind: 'authenticate'; payment: OnlinePayment; url: string }
  | { kind: 'processing' }
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable' };

export const receiptText = (site: Pick<SiteConfig, 'name'>, payment: Pick<OnlinePayment, 'amount_cents' | 'dealer_reference' | 'receipt'>) =>
  `${site.name}: thank you, we received your payment of ${formatPrice(payment.amount_cents / 100)} for ${payment.dealer_reference}. Receipt ${payment.receipt}.`;

/**
 * Charges the amount to the shopper's card (`capture_method: automatic`: the money is taken at
 * once, unlike a deposit). `key` is the attempt: a double click or a retry charges once.
 */
export async function pay(deps: OnlinePaymentDeps, input: PayInput): Promise<PayResult> {
  const { payment: attempt, created } = await openAttempt(deps.db, {
    siteSlug: input.site.slug, dealerReference: input.reference, amountCents: input.amountCents, key: input.key,
    userId: input.userId, name: input.name, email: input.email, phone: input.phone,
  }, deps.now());
  if (attempt.state !== 'pending') return outcomeOf(attempt);
  if (!created && attempt.payment_intent_id) {
    // A repeat of an attempt already sent to the processor: follow it, never charge again.
    const settled = (await settlePayment(deps, attempt.id, await (await deps.payments()).retrieve(attempt.payment_intent_id), 'repeat')) ?? attempt;
    return settled.state === 'pending' ? { kind: 'processing' } : outcomeOf(settled);
  }
  let payment: Payment;
  try {
    payment = await (await deps.payments()).authorise({
      amount: attempt.amount_cents, currency: 'aud', capture: 'automatic',
      description: `Online payment: ${attempt.dealer_reference} (${attempt.receipt})`,
      metadata: { online_payment_id: attempt.id, receipt: attempt.receipt, site: input.site.slug, dealer_reference: attempt.dealer_reference },
      idempotencyKey: `online-payment:${attempt.id}:pay`, paymentMethod: input.paymentMethod, returnUrl: input.returnUrl(attempt), receiptEmail: attempt.email,
    });
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      if (error.payment) await attachIntent(deps.db, attempt.id, error.payment.id);
      await finishAttempt(deps.db, attempt.id, { state: 'failed', failure: error.message }, deps.now());
      return { kind: 'declined', message: error.message };
    }
    if (error instanceof PaymentInProgress) return { kind: 'processing' };
    if (error instanceof PaymentUnavailable) {
      await finishAttempt(deps.db, attempt.id, { state: 'failed', failure: RESERVE_TEXT.unavailable }, deps.now());
      return { kind: 'unavailable' };
    }
    throw error;
  }
  await attachIntent(deps.db, attempt.id, payment.id);
  const settled = (await settlePayment(deps, attempt.id, payment, 'charge')) ?? attempt;
  if (settled.state === 'pending' && payment.state === 'requires_action' && payment.authenticationUrl) {
    return { kind: 'authenticate', payment: settled, url: payment.authenticationUrl };
  }
  return outcomeOf(settled);
}

function outcomeOf(payment: OnlinePayment): PayResult {
  if (payment.state === 'paid') return { kind: 'paid', payment };
  if (payment.state === 'failed') return payment.failure === RESERVE_TEXT.unavailable ? { kind: 'unavailable' } : { kind: 'declined', message: payment.failure ?? RESERVE_TEXT.authenticationFailed };
  return { kind: 'processing' };
}

/**
 * Brings an attempt in line with its payment (the processor's answer, the return from the card
 * challenge, a webhook): taken in full → paid, with the receipt and the lead once; refused or
 * cancelled → failed. A payment for another amount than the shopper confirmed never counts.
 */
export async function settlePayment(deps: OnlinePaymentDeps, id: string, payment: Payment, cause: string): Promise<OnlinePayment | null> {
  const current = await findOnlinePayment(deps.db, id);
  if (!current || current.state !== 'pending' || current.payment_intent_id !== payment.id) return current;
  let finished: OnlinePayment | null = null;
  if (payment.state === 'succeeded') {
    const exact = payment.amount === current.amount_cents && payment.received === current.amount_cents && payment.currency === current.currency;
    finished = await finishAttempt(deps.db, id, exact ? { state: 'paid' } : { state: 'failed', failure: RESERVE_TEXT.unavailable }, deps.now());
    if (!exact) console.error(`[online payment] ${current.receipt}: amount mismatch (${cause})`);
  } else if (payment.state === 'requires_payment_method' || payment.state === 'canceled') {
    finished = await finishAttempt(deps.db, id, { state: 'failed', failure: payment.failure ?? RESERVE_TEXT.authenticationFailed }, deps.now());
  }
  if (!finished) return findOnlinePayment(deps.db, id);
  if (finished.state === 'paid') await afterPaid(deps, finished);
  return finished;
}

async function afterPaid(deps: OnlinePaymentDeps, payment: OnlinePayment): Promise<void> {
  const site = await deps.site(payment.site_slug);
  if (!site) return;
  const text = receiptText(site, payment);
  const steps = [
    ['receipt', () => deps.receipt(site, payment, text)],
    ['email receipt', () => deps.email(site.slug, payment.email, `Receipt ${payment.receipt}: ${formatPrice(payment.amount_cents / 100)} paid to ${site.name}`, `Hi ${payment.name},\n\n${text}\n\n${site.name}`)],
    ['lead', () => deps.lead(site, payment)],
  ] as const;
  for (const [name, work] of steps) {
    try {
      await work();
    } catch (error) {
      console.error(`[online payment] ${name} failed for ${payment.receipt}`, error instanceof Error ? error.message : error);
    }
  }
}

/** A payment webhook for an online payment, applied once (a replayed event changes nothing). */
export async function applyOnlinePaymentEvent(deps: OnlinePaymentDeps, event: PaymentEvent): Promise<'applied' | 'replay' | 'ignored'> {
  return applyEventOnce(deps.db, event, recordTarget(deps, {
    metadataKey: 'online_payment_id', byPayment: findOnlinePaymentByIntent, byId: findOnlinePayment, attach: attachIntent,
    settle: (id, payment, cause) => settlePayment(deps, id, payment, cause),
  }));
}
