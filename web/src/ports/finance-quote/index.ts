import { z } from 'zod';
import type { FinanceQuotePort } from './finance-quote-port';
import { localFinanceQuotePort } from './local-finance-quote';
import { providerFinanceQuotePort } from './provider-finance-quote';

export type { CreditScore, FinanceQuotePort, Quote, QuoteRequest } from './finance-quote-port';

const env = z.object({ FINANCE_QUOTE_URL: z.url().optional(), FINANCE_QUOTE_API_KEY: z.string().min(1).optional() });

/** The provider when both its variables are set; else the local quote engine. */
export function financeQuotePort(): FinanceQuotePort {
  const { FINANCE_QUOTE_URL, FINANCE_QUOTE_API_KEY } = env.parse(process.env);
  return FINANCE_QUOTE_URL && FINANCE_QUOTE_API_KEY ? providerFinanceQuotePort(FINANCE_QUOTE_URL, FINANCE_QUOTE_API_KEY) : localFinanceQuotePort;
}
