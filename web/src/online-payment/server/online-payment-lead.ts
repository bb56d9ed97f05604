import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { storeLead } from '@/leads/server/lead-store';
import type { OnlinePayment } from './online-payment-store';

/**
 * The dealer's lead for a payment taken online (category Online Payment) through the lead outbox:
 * who paid, how much, against which of the dealer's references, and the processor's reference to
 * reconcile it with. Stored once per payment (its id is the lead's idempotency key).
 */
export async function storeOnlinePaymentLead(db: Kysely<Database>, destinations: readonly string[], site: SiteConfig, payment: OnlinePayment): Promise<void> {
  const amount = payment.amount_cents / 100;
  const paidAt = payment.paid_at ? new Date(payment.paid_at).toISOString() : null;
  await storeLead(db, {
    siteSlug: site.slug, kind: 'online-payment', idempotencyKey: `online-payment:${payment.id}`, category: 'Online Payment', subcategory: null,
    userData: {
      name: payment.name, email: payment.email, phone: payment.phone, category: 'Online Payment',
      message: `Paid online: $${amount.toFixed(2)} against ${payment.dealer_reference}. Receipt ${payment.receipt}.`,
      dealer_reference: payment.dealer_reference, amount, receipt: payment.receipt, payment_reference: payment.payment_intent_id, paid_at: paidAt,
    },
    phone: payment.phone, url: null, userAgent: null, carId: null, carDealershipId: null, dealershipSlug: null, locationSlug: null, tags: ['Online Payment'],
    leadAttributes: { receipt: payment.receipt, dealer_reference: payment.dealer_reference, payment_reference: payment.payment_intent_id },
    spam: false,
  }, destinations);
}
