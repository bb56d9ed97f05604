/**
 * The browser's card entry with the local payment processor (the embedded default): the card is
 * sent from the browser to the processor's `/v1/payment_methods` with the publishable key, as
 * Stripe.js does with Stripe, and only the resulting `pm_…` id goes to the app's server.
 */
export type CardDetails = { number: string; expiry: string; cvc: string };

export type CardResult = { ok: true; paymentMethod: string } | { ok: false; field: 'number' | 'expiry' | 'cvc' | 'form'; message: string };

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

export async function createCardPaymentMethod(publishableKey: string, card: CardDetails): Promise<CardResult> {
  const expiry = EXPIRY.exec(card.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: 'Enter the expiry as MM/YY.' };
  const body = new URLSearchParams({
    type: 'card', 'card[number]': card.number.replace(/\s+/g, ''), 'card[exp_month]': expiry[1]!, 'card[exp_year]': expiry[2]!, 'card[cvc]': card.cvc.trim(),
  });
  let response: Response;
  try {
    response = await fetch('/v1/payment_methods', { method: 'POST', headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' }, body });
  } catch {
    return { ok: false, field: 'form', message: 'We could not reach the payment service. Check your connection and try again.' };
  }
  const json = (await response.json().catch(() => null)) as { id?: string; error?: { message?: string; param?: string } } | null;
  if (response.ok && json?.id) return { ok: true, paymentMethod: json.id };
  const param = json?.error?.param;
  const field = param === 'number' ? 'number' : param === 'exp_month' || param === 'exp_year' ? 'expiry' : param === 'cvc' ? 'cvc' : 'form';
  return { ok: false, field, message: json?.error?.message ?? 'Your card could not be used. Please try again.' };
}
