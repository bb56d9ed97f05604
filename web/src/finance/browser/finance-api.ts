import type { CreditHistory } from '@/domain/quick-quote';
import { FINANCE_TEXT } from '../finance-messages';

/** What POST /api/finance/quote answers (SPEC 7 figures, and the lender's fee and decision where it gives them). */
export type FinanceQuote = {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  establishmentFee?: number;
  decision?: { outcome: 'pre-approved' | 'referred'; reasons: string[] };
};

export type QuoteInput = { purchasePrice: number; loanTerm: number; selfAssessedCreditScore: CreditHistory; car_id?: number | null; whoIsHelping?: string | null };

const isQuote = (body: unknown): body is FinanceQuote => {
  const q = body as Partial<FinanceQuote> | null;
  return typeof q?.weeklyRepaymentAmount === 'number' && typeof q.advertisedRate === 'number' && typeof q.comparisonRate === 'number';
};

async function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** One quote; null on any failure (SPEC 8: logged, the quote cleared). */
export async function fetchFinanceQuote(input: QuoteInput, signal?: AbortSignal): Promise<FinanceQuote | null> {
  try {
    const { status, body } = await postJson('/api/finance/quote', input, signal);
    if (status === 200 && isQuote(body)) return body;
    throw new Error(typeof body?.error === 'string' ? body.error : `status ${status}`);
  } catch (error) {
    if (!signal?.aborted) console.warn('Failed to get YouX quick quote', error);
    return null;
  }
}

export type CustomerResult = { ok: true; redirectUrl: string } | { ok: false; message: string };

/** A redirect the browser may follow: the provider's https page, or a path on this site. */
export function safeRedirect(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' || new URL(url).hostname === window.location.hostname ? url : null;
  } catch {
    return null;
  }
}

/** Step 4: create the customer with the provider for the stored lead (SPEC 7); SPEC 8's messages on failure. */
export async function createFinanceCustomer(leadId: string): Promise<CustomerResult> {
  try {
    const { status, body } = await postJson('/api/finance/customer', { lead_id: leadId });
    if (status === 200) {
      const redirectUrl = safeRedirect(body?.redirectUrl);
      return redirectUrl ? { ok: true, redirectUrl } : { ok: false, message: FINANCE_TEXT.noRedirect };
    }
    return { ok: false, message: typeof body?.error === 'string' ? body.error : FINANCE_TEXT.customerFailed };
  } catch {
    return { ok: false, message: FINANCE_TEXT.unknown };
  }
}
