import { comparisonRate } from '@/domain/comparison-rate';
import { COMPARISON_BASIS, ESTABLISHMENT_FEES } from '@/domain/finance-constants';
import { repayment } from '@/domain/finance-maths';
import type { CreditScore, FinanceQuotePort, Quote, QuoteRequest } from './finance-quote-port';

/**
 * The embedded quote engine: standard amortisation at a rate by credit band, older cars a little
 * dearer, the establishment fee added to the loan; the comparison rate is computed as the law
 * defines it for the $30,000 / 5-year benchmark with that fee (SPEC 9).
 */
const BAND_RATE: Record<CreditScore, number> = { GREAT: 7.49, DECENT: 10.99, POOR: 16.99 };
const ESTABLISHMENT_FEE = ESTABLISHMENT_FEES.youx ?? 0;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function localQuote(request: QuoteRequest, currentYear = new Date().getFullYear()): Quote {
  if (!(request.purchasePrice > 0)) throw new Error('Purchase price must be positive');
  const age = request.year ? Math.max(0, currentYear - request.year) : 0;
  const advertisedRate = round2(BAND_RATE[request.selfAssessedCreditScore] + Math.min(3, age * 0.25));
  const termYears = Math.min(7, Math.max(1, request.loanTerm));
  const weekly = repayment({ amount: request.purchasePrice + ESTABLISHMENT_FEE, interest: advertisedRate, termYears, frequency: 52 });
  const comparison = comparisonRate({ ...COMPARISON_BASIS, interest: advertisedRate, establishmentFee: ESTABLISHMENT_FEE }) ?? advertisedRate;
  return { weeklyRepaymentAmount: weekly, advertisedRate, comparisonRate: comparison };
}

export const localFinanceQuotePort: FinanceQuotePort = { adapter: 'local', quote: async (request) => localQuote(request) };
