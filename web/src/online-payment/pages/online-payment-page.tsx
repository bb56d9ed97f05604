import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/content/site';
import { enforceGate, pageShopper } from '@/identity/server/page-shopper';
import { formatPrice } from '@/lib/format';
import { paymentsConfig } from '@/ports/payments/payments-config';
import { cardEntryFor } from '@/reserve/card-entry';
import { CardAttemptFailed, CardAttemptPending } from '@/reserve/components/card-attempt-outcome';
import { OnlinePaymentForm } from '../components/online-payment-form';
import { REFERENCE } from '../online-payment-schema';
import { appOnlinePaymentDeps } from '../server/app-online-payment-deps';
import { ONLINE_PAYMENT_PATH } from '../server/online-payment-route';
import { settlePayment } from '../server/online-payment-service';
import type { OnlinePayment } from '../server/online-payment-store';
import { namesRecord, visibleRecord } from '@/reserve/server/visible-record';
import { receiptLookup } from '../server/receipt-lookup';

type Props = { siteSlug: string; paymentId?: string; paymentIntentId?: string; reference?: string; origin: string };

/**
 * /online-payment (SPEC 2, gated where the site says): pay the dealer an amount against their
 * reference (an invoice, the balance of a sale) by card, and the receipt afterwards. A dealer can
 * link to it with `?reference=` filled in. The receipt is shown only to the browser that paid or
 * its signed-in shopper.
 */
export async function OnlinePaymentPage({ siteSlug, paymentId, paymentIntentId, reference, origin }: Props) {
  const site = await getSiteConfig(siteSlug);
  if (!site) notFound();
  await enforceGate(site, [ONLINE_PAYMENT_PATH]);
  const shopper = await pageShopper();
  const receipt = { id: paymentId, paymentIntentId };
  if (namesRecord(receipt)) {
    const deps = await appOnlinePaymentDeps(origin);
    // Back from the card challenge, the address names the payment (Stripe's return parameters).
    // The proxy has answered 404 already to anyone else (receipt-preflight.ts); this is the page's own check.
    let payment = await visibleRecord(receiptLookup(deps.db), receipt, site.slug, await cookies(), shopper?.id ?? null);
    if (!payment) notFound();
    if (payment.state === 'pending' && payment.payment_intent_id) {
      const current = await (await deps.payments()).retrieve(payment.payment_intent_id).catch(() => null);
      if (current) payment = (await settlePayment(deps, payment.id, current, 'return from authentication')) ?? payment;
    }
    return <Receipt payment={payment} siteName={site.name} />;
  }
  return (
    <div className="container-page max-w-2xl py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Online Payment</h1>
      <p className="mt-3 text-lg">Pay {site.name} by card: an invoice, a deposit or the balance of your purchase. Use the reference on your invoice or paperwork so we can match your payment.</p>
      <div className="mt-8">
        <OnlinePaymentForm cardEntry={cardEntryFor(paymentsConfig())} defaults={{ name: shopper?.firstName ?? '', phone: shopper?.phone ?? '', reference: reference && REFERENCE.test(reference) ? reference : '' }} />
      </div>
    </div>
  );
}

function Receipt({ payment, siteName }: { payment: OnlinePayment; siteName: string }) {
  const amount = formatPrice(payment.amount_cents / 100);
  return (
    <div className="container-page max-w-2xl space-y-4 py-10 md:py-16">
      {payment.state === 'paid' && (
        <div className="space-y-4" data-testid="payment-receipt">
          <h1 className="text-3xl font-bold tracking-tight">Payment received</h1>
          <p className="text-lg">Thank you, {payment.name}. {siteName} has received <strong data-testid="payment-amount">{amount}</strong> for <strong>{payment.dealer_reference}</strong>.</p>
          <p>Receipt number <strong data-testid="payment-receipt-number">{payment.receipt}</strong>. We have sent it to {payment.phone}.</p>
        </div>
      )}
      {payment.state === 'failed' && (
        <CardAttemptFailed heading="Payment not taken" failure={payment.failure ?? 'Your card could not be charged.'} retryHref={`${ONLINE_PAYMENT_PATH}?reference=${encodeURIComponent(payment.dealer_reference)}`} />
      )}
      {payment.state === 'pending' && <CardAttemptPending doing="checked" />}
    </div>
  );
}
