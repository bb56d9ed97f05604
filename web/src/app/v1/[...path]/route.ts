import { handleLocalStripeApi } from '@/ports/payments/local-stripe-route';

export const dynamic = 'force-dynamic';

/** The local payment processor (payments port, embedded default): see local-stripe-route.ts. */
export const GET = handleLocalStripeApi;
export const POST = handleLocalStripeApi;
export const DELETE = handleLocalStripeApi;
