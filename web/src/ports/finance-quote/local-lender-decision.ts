import type { CreditScore, Decision, QuoteRequest } from './finance-quote-port';

/**
 * The local lender's decision: deterministic and explained, from the inputs a lender weighs
 * (credit history, amount, term, the car's age). Outside its limits it refers the application to
 * a person rather than declining it: an indicative decision is never a refusal.
 */
export const LOCAL_LENDER_LIMITS = { maxAmount: 150_000, poorCreditMaxAmount: 50_000, maxAgeAtEnd: 15 } as const;

const BAND_WORDS: Record<CreditScore, string> = { GREAT: 'great', DECENT: 'decent', POOR: 'poor' };

export function localDecision(request: QuoteRequest, rate: { band: number; ageLoading: number; age: number }): Decision {
  const reasons = [`A ${BAND_WORDS[request.selfAssessedCreditScore]} credit history: ${rate.band}% p.a.`];
  if (rate.ageLoading > 0) reasons.push(`The car is ${rate.age} year${rate.age === 1 ? '' : 's'} old: plus ${rate.ageLoading}% p.a.`);
  const referrals: string[] = [];
  if (request.purchasePrice > LOCAL_LENDER_LIMITS.maxAmount) referrals.push('Loans over $150,000 are assessed by a lending specialist.');
  else if (request.selfAssessedCreditScore === 'POOR' && request.purchasePrice > LOCAL_LENDER_LIMITS.poorCreditMaxAmount) {
    referrals.push('With a poor credit history, loans over $50,000 are assessed by a lending specialist.');
  }
  if (rate.age + request.loanTerm > LOCAL_LENDER_LIMITS.maxAgeAtEnd) referrals.push('The car would be more than 15 years old at the end of the loan.');
  if (referrals.length > 0) return { outcome: 'referred', reasons: [...reasons, ...referrals] };
  return { outcome: 'pre-approved', reasons: [...reasons, 'The amount, the term and the car\'s age are within the lender\'s limits.'] };
}
