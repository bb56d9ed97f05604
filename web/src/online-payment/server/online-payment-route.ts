import type { SiteConfig } from '@dealer/schemas/content/site';
import { invalidResponse } from '@/leads/server/lead-http';
import { acceptSiteRequest, answerAttempt, noStoreJson, recordAccess, withAccess } from '@/reserve/server/reservation-http';
import { originOf } from '@/server/http/request-origin';
import { RATE_LIMITS, type RateLimitStore } from '@/server/rate-limits';
import { matchGatedRoute } from '@/tenancy/gated-route';
import { ONLINE_PAYMENT_COOKIE_PREFIX, onlinePaymentSchema } from '../online-payment-schema';
import { parseAmount } from '../payment-amount';
import { pay, type OnlinePaymentDeps } from './online-payment-service';
import type { OnlinePayment } from './online-payment-store';

export type OnlinePaymentRouteDeps = {
  site: (host: string | null) => Promise<SiteConfig | null>;
  payments: (origin: string) => Promise<OnlinePaymentDeps>;
  rateLimits: () => Promise<RateLimitStore>;
  /** The signed-in shopper (identity's session), whose verified phone is used; null when signed out. */
  shopper: (request: Request) => Promise<{ id: string; phone: string } | null>;
};

export const ONLINE_PAYMENT_PATH = '/online-payment';

/** The receipt page of one payment: /online-payment?payment={id}. */
export const receiptPath = (payment: Pick<OnlinePayment, 'id'>) => `${ONLINE_PAYMENT_PATH}?payment=${payment.id}`;

/** The browser that paid holds the payment's key to see its receipt (or its signed-in shopper does). */
const receiptAccess = recordAccess(ONLINE_PAYMENT_COOKIE_PREFIX, ONLINE_PAYMENT_PATH);
export const canSeeReceipt = receiptAccess.allows;

/**
 * POST /api/online-payments (SPEC 2 /online-payment): pays an amount against the dealer's
 * reference by card. 200 with the receipt's address when paid, or the card challenge's; 400 with
 * each field's message (the amount's before the card's); 402 with the card's message; 401 where
 * the site gates online payment and nobody is signed in; 503 when payments are down (nothing
 * charged).
 */
export async function handleOnlinePayment(request: Request, deps: OnlinePaymentRouteDeps): Promise<Response> {
  const accepted = await acceptSiteRequest(request, deps, RATE_LIMITS.onlinePaymentPerIp, onlinePaymentSchema);
  if (!accepted.ok) return accepted.response;
  const { site, input } = accepted;
  const amount = parseAmount(input.amount);
  if (!amount.ok) return invalidResponse({ amount: [amount.message] });
  const shopper = await deps.shopper(request);
  if (!shopper && matchGatedRoute(ONLINE_PAYMENT_PATH, site.gatedRoutes)) {
    return noStoreJson({ error: 'Please sign in with your mobile number to pay online.' }, 401);
  }
  const origin = originOf(request);
  const cookie = (payment: OnlinePayment) => receiptAccess.cookie(payment, input.idempotency_key, origin.startsWith('https:'));
  return answerAttempt('online payment', async () => pay(await deps.payments(origin), {
    site, reference: input.reference, amountCents: amount.cents, name: input.name, email: input.email,
    phone: shopper?.phone ?? input.phone, userId: shopper?.id ?? null, paymentMethod: input.payment_method, key: input.idempotency_key,
    returnUrl: (payment) => `${origin}${receiptPath(payment)}`,
  }), (result) => {
    if (result.kind === 'paid') return withAccess({ status: 'paid', receipt: result.payment.receipt, redirect: receiptPath(result.payment) }, cookie(result.payment));
    if (result.kind === 'authenticate') return withAccess({ status: 'requires_action', redirect: result.url }, cookie(result.payment));
    return result;
  });
}
