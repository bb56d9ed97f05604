import { z } from 'zod';
import type { FinanceQuotePort } from './finance-quote-port';

const response = z.union([
  z.object({ weeklyRepaymentAmount: z.number(), advertisedRate: z.number(), comparisonRate: z.number() }),
  z.object({ error: z.string() }),
]);

/** The hosted provider's quick-quote endpoint; its error text is passed on (SPEC 7 "on error reads error"). */
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
      const body = response.parse(await res.json());
      if ('error' in body) throw new Error(body.error);
      if (!res.ok) throw new Error(`Quote provider answered ${res.status}`);
      return body;
    },
  };
}
