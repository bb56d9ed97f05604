import { appOnlinePaymentDeps } from '@/online-payment/server/app-online-payment-deps';
import { applyOnlinePaymentEvent } from '@/online-payment/server/online-payment-service';
import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { applyPaymentEvent } from '@/reserve/server/payment-events';
import { handlePaymentsWebhook } from '@/reserve/server/payments-webhook-route';

/** Payment events from Stripe or the local processor (signed): see payments-webhook-route.ts. */
export async function POST(request: Request) {
  const origin = new URL(request.url).origin;
  const deps = await appReservationDeps(origin);
  return handlePaymentsWebhook(request, async (event) => {
    // A deposit's event goes to its reservation; any other payment may be an online payment.
    if ((await applyPaymentEvent(deps, event)) === 'ignored') await applyOnlinePaymentEvent(await appOnlinePaymentDeps(origin), event);
  });
}
