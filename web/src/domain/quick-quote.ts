/** SPEC 5 quick quote: purchase price 10,000 to 200,000, loan term 1 to 7 years. */
export const QUICK_QUOTE_PRICE = { min: 10_000, max: 200_000 } as const;
export const QUICK_QUOTE_TERM = { min: 1, max: 7 } as const;
/** SPEC 9: the quick quote is sent 500 ms after the last change. */
export const QUICK_QUOTE_DEBOUNCE_MS = 500;

/** The quick quote's purchase price for a loan amount: clamped into the provider's range (SPEC 5, on blur). */
export const quickQuotePrice = (amount: number) => Math.min(QUICK_QUOTE_PRICE.max, Math.max(QUICK_QUOTE_PRICE.min, Math.round(amount)));

/** SPEC 5/9 quick-quote defaults: price 30,000, term 5 years, credit history GREAT. */
export const QUICK_QUOTE_DEFAULTS = { purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: 'GREAT' } as const;
export const CREDIT_HISTORIES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditHistory = (typeof CREDIT_HISTORIES)[number];

/** What the purchase price field keeps as the shopper types: digits only. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 9);

/** The price field on blur: its digits clamped to 10,000–200,000 (empty or zero becomes the minimum). */
export function quickQuotePriceOnBlur(text: string): number {
  const digits = digitsOnly(text);
  return quickQuotePrice(digits === '' ? 0 : Number(digits));
}

/** A loan term the quick quote accepts: a whole number of years from 1 to 7, else the default. */
export function quickQuoteTerm(value: unknown): number {
  const years = Number(value);
  return Number.isInteger(years) && years >= QUICK_QUOTE_TERM.min && years <= QUICK_QUOTE_TERM.max ? years : QUICK_QUOTE_DEFAULTS.loanTerm;
}

export const isCreditHistory = (value: unknown): value is CreditHistory => (CREDIT_HISTORIES as readonly unknown[]).includes(value);
