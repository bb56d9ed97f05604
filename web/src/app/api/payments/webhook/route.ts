import { handlePaymentsWebhook } from '@/reserve/server/payments-webhook-route';

export const dynamic = 'force-dynamic';

/** Payment events from Stripe or the local processor (signed): see payments-webhook-route.ts. */
export const POST = (request: Request) => handlePaymentsWebhook(request, async () => undefined);
