import { handleLocalStripeApi } from '@/ports/payments/local-stripe-route';

/** The local payment processor (payments port, embedded default): see local-stripe-route.ts. */
export const GET = handleLocalStripeApi;
export const POST = handleLocalStripeApi;
export const DELETE = handleLocalStripeApi;
