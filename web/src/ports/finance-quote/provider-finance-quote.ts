import { z } from 'zod';
import { FinanceNoRedirectError, FinanceQuoteServiceError, type FinanceQuotePort } from './finance-quote-port';

export { FinanceQuoteServiceError } from './finance-quote-port';

/** SPEC 7: the provider answers the three figures (and may add a fee and a decision), or `{ error }`. */
const quote = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
  establishmentFee: z.number().nonnegative().optional(),
  decision: z.object({ outcome: z.enum(['pre-approved', 'referred']), reasons: z.array(z.string().max(300)).max(10) }).optional(),
});
const refusal = z.object({ error: z.string() });
const customer = z.object({ redirectUrl: z.string().url().refine((url) => /^https?:/i.test(url)).nullish() });

/** Create customer sits beside the quick quote under the provider's path (…/quick-quote → …/create-customer). */
export const customerUrlOf = (quoteUrl: string) => new URL('create-customer', quoteUrl).toString();

async function post(url: string, apiKey: string, body: unknown): Promise<{ status: number; ok: boolean; body: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(8000),
  });
  return { status: res.status, ok: res.ok, body: await res.json().catch(() => null) };
}

/** The hosted provider's quick-quote and create-customer endpoints (YouX-style), bearer key. */
export function providerFinanceQuotePort(url: string, apiKey: string): FinanceQuotePort {
  return {
    adapter: 'provider',
    async quote(request) {
      const res = await post(url, apiKey, request);
      const refused = refusal.safeParse(res.body);
      if (refused.success) throw new FinanceQuoteServiceError(`Quote provider: ${refused.data.error}`);
      if (!res.ok) throw new FinanceQuoteServiceError(`Quote provider answered ${res.status}`);
      const parsed = quote.safeParse(res.body);
      if (!parsed.success) throw new FinanceQuoteServiceError('Quote provider sent an unreadable quote');
      return parsed.data;
    },
    async createCustomer(request) {
      const res = await post(customerUrlOf(url), apiKey, request);
      const refused = refusal.safeParse(res.body);
      if (refused.success) throw new FinanceQuoteServiceError(`Customer provider: ${refused.data.error}`);
      if (!res.ok) throw new FinanceQuoteServiceError(`Customer provider answered ${res.status}`);
      const parsed = customer.safeParse(res.body);
      if (!parsed.success || !parsed.data.redirectUrl) throw new FinanceNoRedirectError('The provider sent no redirect URL');
      return { redirectUrl: parsed.data.redirectUrl };
    },
  };
}
