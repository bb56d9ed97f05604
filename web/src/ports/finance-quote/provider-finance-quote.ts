import { z } from 'zod';
import type { FinanceQuotePort } from './finance-quote-port';

/** SPEC 7: the provider answers the three figures, or `{ error }` when it cannot quote. */
const quote = z.object({ weeklyRepaymentAmount: z.number().nonnegative(), advertisedRate: z.number().nonnegative(), comparisonRate: z.number().nonnegative() });
const refusal = z.object({ error: z.string() });

/** The provider could not quote: its own reason when it gave one (logged, never shown to a shopper). */
export class FinanceQuoteServiceError extends Error {}

/** The hosted provider's quick-quote endpoint (YouX-style), bearer key. */
export function providerFinanceQuotePort(url: string, apiKey: string): FinanceQuotePort {
  return {
    adapter: 'provider',
    async quote(request) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(8000),
      });
      const body: unknown = await res.json().catch(() => null);
      const refused = refusal.safeParse(body);
      if (refused.success) throw new FinanceQuoteServiceError(`Quote provider: ${refused.data.error}`);
      if (!res.ok) throw new FinanceQuoteServiceError(`Quote provider answered ${res.status}`);
      const parsed = quote.safeParse(body);
      if (!parsed.success) throw new FinanceQuoteServiceError('Quote provider sent an unreadable quote');
      return parsed.data;
    },
  };
}
