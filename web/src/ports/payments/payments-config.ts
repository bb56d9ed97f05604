import { serverEnv } from '@/server/env';

/**
 * The local processor's demo keys. Like Stripe's test keys they take no real money; they are
 * printed in README. Its webhook signing secret is made per database (local-processor.ts).
 */
export const LOCAL_SECRET_KEY = 'sk_test_dealerPlatformLocalProcessor000000';
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_dealerPlatformLocalProcessor000000';

export type PaymentsConfig =
  | { adapter: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
  | { adapter: 'local-stripe'; secretKey: string; publishableKey: string };

/** Stripe when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set; else the local processor at /v1. */
export function paymentsConfig(): PaymentsConfig {
  const env = serverEnv();
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return { adapter: 'stripe', secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  }
  return { adapter: 'local-stripe', secretKey: LOCAL_SECRET_KEY, publishableKey: LOCAL_PUBLISHABLE_KEY };
}
