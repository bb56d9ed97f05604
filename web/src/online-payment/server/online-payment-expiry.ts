import { PaymentUnavailable } from '@/ports/payments/payments-port';
import { finishAttempt } from './online-payment-store';
import { settlePayment, type OnlinePaymentDeps } from './online-payment-service';

/**
 * A payment attempt whose card challenge (3D Secure) was never finished is abandoned after this
 * long, as a reservation's is: the shopper left the challenge page, and the attempt must not stay
 * pending for ever with its PaymentIntent open.
 */
export const PAYMENT_ABANDON_AFTER_MS = 30 * 60_000;

export const EXPIRED_TEXT = 'The card was not authenticated in time, so nothing was charged. Please try again.';

/**
 * Ends the attempts left pending past PAYMENT_ABANDON_AFTER_MS: each PaymentIntent is cancelled
 * (its own idempotency key: once, however many instances sweep) and the attempt fails with
 * EXPIRED_TEXT. A payment the processor took after all (the challenge finished just now, its
 * webhook not yet here) is settled as paid instead, receipt and lead included. Returns how many
 * attempts ended.
 */
export async function expireAbandonedPayments(deps: OnlinePaymentDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db.selectFrom('online_payments').select(['id', 'payment_intent_id'])
    .where('state', '=', 'pending').where('created_at', '<=', new Date(now.getTime() - PAYMENT_ABANDON_AFTER_MS))
    .orderBy('created_at').limit(100).execute();
  let ended = 0;
  for (const attempt of due) {
    try {
      if (await expire(deps, attempt.id, attempt.payment_intent_id)) ended += 1;
    } catch (error) {
      // The processor is down: the attempt stays pending and the next sweep tries again.
      if (!(error instanceof PaymentUnavailable)) throw error;
      console.error(`[online payment] could not expire ${attempt.id}: ${error.message}`);
    }
  }
  return ended;
}

async function expire(deps: OnlinePaymentDeps, id: string, paymentIntentId: string | null): Promise<boolean> {
  if (paymentIntentId) {
    const payments = await deps.payments();
    let payment = await payments.retrieve(paymentIntentId);
    if (payment.state !== 'succeeded' && payment.state !== 'canceled') {
      payment = await payments.cancel(paymentIntentId, `online-payment:${id}:expire`).catch(async (error: unknown) => {
        // The shopper finished the challenge between the two calls: the payment went through.
        const current = await payments.retrieve(paymentIntentId);
        if (current.state === 'succeeded') return current;
        throw error;
      });
    }
    if (payment.state === 'succeeded') return (await settlePayment(deps, id, payment, 'expiry'))?.state === 'paid';
  }
  return (await finishAttempt(deps.db, id, { state: 'failed', failure: EXPIRED_TEXT }, deps.now())) !== null;
}
