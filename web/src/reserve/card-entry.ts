import type { PaymentsConfig } from '@/ports/payments/payments-config';

/**
 * How the browser takes the card (the payments port's browser side): with hosted Stripe keys,
 * Stripe's own Elements (the card number never touches this site's pages); otherwise the local
 * processor's card form, which posts the card to the app's own `/v1/payment_methods` as Stripe.js
 * would. Either way only a `pm_…` id reaches the app's server.
 */
export type CardEntry = { kind: 'stripe-elements' | 'local-form'; publishableKey: string };

export function cardEntryFor(config: Pick<PaymentsConfig, 'adapter' | 'publishableKey'>): CardEntry {
  return { kind: config.adapter === 'stripe' ? 'stripe-elements' : 'local-form', publishableKey: config.publishableKey };
}
