/** SPEC 5 quick quote: purchase price 10,000 to 200,000, loan term 1 to 7 years. */
export const QUICK_QUOTE_PRICE = { min: 10_000, max: 200_000 } as const;
export const QUICK_QUOTE_TERM = { min: 1, max: 7 } as const;
/** SPEC 9: the quick quote is sent 500 ms after the last change. */
export const QUICK_QUOTE_DEBOUNCE_MS = 500;

/** The quick quote's purchase price for a loan amount: clamped into the provider's range (SPEC 5, on blur). */
export const quickQuotePrice = (amount: number) => Math.min(QUICK_QUOTE_PRICE.max, Math.max(QUICK_QUOTE_PRICE.min, Math.round(amount)));
