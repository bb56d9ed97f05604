import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { comparisonRate } from '@/domain/comparison-rate';
import { COMPARISON_BASIS, ESTABLISHMENT_FEES } from '@/domain/finance-constants';
import { repayment } from '@/domain/finance-maths';
import { FinanceQuoteServiceError, type CreditScore, type FinanceQuotePort, type Quote, type QuoteRequest } from './finance-quote-port';
import { localDecision } from './local-lender-decision';

/**
 * The embedded lender: standard amortisation at a rate by credit band, older cars a little
 * dearer, the establishment fee added to the loan; the comparison rate is computed as the law
 * defines it for the $30,000 / 5-year benchmark with that fee (SPEC 9). Its decisions are
 * explained (local-lender-decision.ts); customers it creates are kept in the database and shown
 * on its application page, the redirect target (/dev/lender/{id}).
 */
const BAND_RATE: Record<CreditScore, number> = { GREAT: 7.49, DECENT: 10.99, POOR: 16.99 };
const ESTABLISHMENT_FEE = ESTABLISHMENT_FEES.youx ?? 0;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function localQuote(request: QuoteRequest, currentYear = new Date().getFullYear()): Quote {
  if (!(request.purchasePrice > 0)) throw new Error('Purchase price must be positive');
  const age = request.year ? Math.max(0, currentYear - request.year) : 0;
  const band = BAND_RATE[request.selfAssessedCreditScore];
  const ageLoading = round2(Math.min(3, age * 0.25));
  const advertisedRate = round2(band + ageLoading);
  const termYears = Math.min(7, Math.max(1, request.loanTerm));
  const weekly = repayment({ amount: request.purchasePrice + ESTABLISHMENT_FEE, interest: advertisedRate, termYears, frequency: 52 });
  const comparison = comparisonRate({ ...COMPARISON_BASIS, interest: advertisedRate, establishmentFee: ESTABLISHMENT_FEE }) ?? advertisedRate;
  return {
    weeklyRepaymentAmount: weekly,
    advertisedRate,
    comparisonRate: comparison,
    establishmentFee: ESTABLISHMENT_FEE,
    decision: localDecision({ ...request, loanTerm: termYears }, { band, ageLoading, age }),
  };
}

/**
 * Like a payment processor's test cards: this address makes the local lender refuse the customer,
 * so the failure path can be tried in the demo and the journeys (SPEC 8 'Failed to create customer
 * with the provider').
 */
export const LOCAL_LENDER_REFUSED_EMAIL = 'lender-refuses@example.com';
/** The address with any +tag (lender-refuses+anything@example.com). */
export const refusedByLocalLender = (email: string) => /^lender-refuses(\+[^@]*)?@example\.com$/i.test(email);

/** The local lender's application page for a customer it created. */
export const localLenderPath = (id: string) => `/dev/lender/${id}`;

export function localFinanceQuotePort(db: () => Promise<Kysely<Database>>): FinanceQuotePort {
  return {
    adapter: 'local',
    quote: async (request) => localQuote(request),
    async createCustomer({ data, additionalData }, siteSlug) {
      if (refusedByLocalLender(data.email)) throw new FinanceQuoteServiceError('Local lender: customer refused (test address)');
      const quote = localQuote({ ...data, whoIsHelping: '' });
      const id = randomUUID();
      await (await db()).insertInto('local_lender_customers')
        .values({ id, site_slug: siteSlug, data: JSON.stringify(data), quote: JSON.stringify(quote), lead: JSON.stringify(additionalData) })
        .execute();
      return { redirectUrl: localLenderPath(id) };
    },
  };
}

export type LocalLenderCustomer = { id: string; data: Record<string, unknown>; quote: Quote; createdAt: Date };

/** A customer of the local lender, only on its own site. */
export async function findLocalLenderCustomer(db: Kysely<Database>, siteSlug: string, id: string): Promise<LocalLenderCustomer | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const row = await db.selectFrom('local_lender_customers').selectAll().where('site_slug', '=', siteSlug).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, data: row.data, quote: row.quote as unknown as Quote, createdAt: row.created_at } : null;
}
