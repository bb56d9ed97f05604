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

export type Quote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };

/** The finance-quote provider (YouX-style quick quote). */
export interface FinanceQuotePort {
  readonly adapter: 'provider' | 'local';
  quote(request: QuoteRequest): Promise<Quote>;
}
