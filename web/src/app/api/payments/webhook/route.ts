import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { applyPaymentEvent } from '@/reserve/server/payment-events';
import { handlePaymentsWebhook } from '@/reserve/server/payments-webhook-route';

export const dynamic = 'force-dynamic';

/** Payment events from Stripe or the local processor (signed): see payments-webhook-route.ts. */
export async function POST(request: Request) {
  const deps = await appReservationDeps(new URL(request.url).origin);
  return handlePaymentsWebhook(request, async (event) => {
    await applyPaymentEvent(deps, event);
  });
}
