/** SPEC 7 finance quote request (the vehicle page sends GREAT and a 5-year term). */
export type CreditScore = 'GREAT' | 'DECENT' | 'POOR';

export type QuoteRequest = {
  selfAssessedCreditScore: CreditScore;
  purchasePrice: number;
  loanTerm: number;
  year: number | null;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: string;
};

/**
 * The lender's decision on a quote, where it gives one: pre-approved, or referred to a person,
 * with the reasons in plain words (the local lender always explains itself).
 */
export type Decision = { outcome: 'pre-approved' | 'referred'; reasons: string[] };

export type Quote = {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  /** Optional extras: a provider that answers only the three SPEC 7 figures leaves them out. */
  establishmentFee?: number;
  decision?: Decision;
};

/** SPEC 7 "Create customer": `data` as listed, `additionalData` the lead. */
export type CustomerData = {
  nvic: string | null;
  vin: string | null;
  selfAssessedCreditScore: CreditScore;
  purchasePrice: number;
  year: number | null;
  loanTerm: number;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  subscribe: boolean;
  postCode: string | null;
};

export type CustomerRequest = { data: CustomerData; additionalData: Record<string, unknown> };

/** The provider could not quote or create the customer: its own reason (logged, never shown to a shopper). */
export class FinanceQuoteServiceError extends Error {}

/** The provider accepted the customer but sent no URL to continue at (SPEC 8's message for it). */
export class FinanceNoRedirectError extends Error {}

/** The finance-quote provider (YouX-style quick quote and customer creation). */
export interface FinanceQuotePort {
  readonly adapter: 'provider' | 'local';
  quote(request: QuoteRequest): Promise<Quote>;
  /** Creates the customer with the provider; resolves the URL the shopper continues at. `siteSlug` scopes the local lender's records. */
  createCustomer(request: CustomerRequest, siteSlug: string): Promise<{ redirectUrl: string }>;
}
