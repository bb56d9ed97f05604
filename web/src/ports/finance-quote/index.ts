import { database } from '@/ports/database';
import { serverEnv } from '@/server/env';
import type { FinanceQuotePort } from './finance-quote-port';
import { localFinanceQuotePort } from './local-finance-quote';
import { providerFinanceQuotePort } from './provider-finance-quote';

export type { CreditScore, CustomerData, CustomerRequest, Decision, FinanceQuotePort, Quote, QuoteRequest } from './finance-quote-port';
export { FinanceNoRedirectError, FinanceQuoteServiceError } from './finance-quote-port';

/** The provider when its variables are set (both or neither: see server/env.ts); else the local lender. */
export function financeQuotePort(): FinanceQuotePort {
  const { FINANCE_QUOTE_URL, FINANCE_QUOTE_API_KEY } = serverEnv();
  return FINANCE_QUOTE_URL && FINANCE_QUOTE_API_KEY
    ? providerFinanceQuotePort(FINANCE_QUOTE_URL, FINANCE_QUOTE_API_KEY)
    : localFinanceQuotePort(async () => (await database()).db);
}
