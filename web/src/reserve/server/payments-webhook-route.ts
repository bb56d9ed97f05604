import { payments } from '@/ports/payments';
import { WebhookSignatureInvalid, type PaymentEvent } from '@/ports/payments/payments-port';
import { readBoundedText } from '@/server/http/request-body';

/** Stripe's events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

/**
 * POST /api/payments/webhook: Stripe's (or the local processor's) events, verified against the
 * raw body and `Stripe-Signature` before anything is read from them; 400 when unsigned or
 * tampered. A 2xx tells the sender not to retry, so it is sent only once the event is applied.
 */
export async function handlePaymentsWebhook(request: Request, apply: PaymentEventHandler): Promise<Response> {
  const raw = await readBoundedText(request, MAX_EVENT_BYTES);
  if (raw === 'too-large' || raw === 'unreadable') return Response.json({ error: 'Unreadable event.' }, { status: 400 });
  const origin = new URL(request.url).origin;
  let event: PaymentEvent;
  try {
    event = await (await payments(origin)).webhookEvent(raw, request.headers.get('stripe-signature'));
  } catch (error) {
    if (error instanceof WebhookSignatureInvalid) return Response.json({ error: 'Invalid signature.' }, { status: 400 });
    throw error;
  }
  try {
    await apply(event);
  } catch (error) {
    console.error('[payments webhook] event not applied', event.id, event.type, error instanceof Error ? error.message : error);
    return Response.json({ error: 'Event not applied; retry later.' }, { status: 500 });
  }
  return Response.json({ received: true });
}
