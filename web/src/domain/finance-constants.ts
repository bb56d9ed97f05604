/**
 * SPEC 9 finance constants, each stated once. Where the spec gives a per-tenant variant, the
 * tenant's site settings choose it (site.finance); what is listed here is the spec's value.
 */

/** The basis of a finance estimate computed by the site (no lender figure): 5 years, 10% deposit, 30% final payment. */
export const ESTIMATE_BASIS = { termYears: 5, depositShare: 0.1, balloonShare: 0.3 } as const;

/** Establishment fees of the two lenders that charge one (lender keys on the vehicle); every other lender 0. */
export const ESTABLISHMENT_FEES: Readonly<Record<string, number>> = { metroFinance: 1300, youx: 1360.5 };
export const DEFAULT_ESTABLISHMENT_FEE = 0;
export const establishmentFeeOf = (lenderKey: string | null | undefined): number =>
  (lenderKey && ESTABLISHMENT_FEES[lenderKey]) || DEFAULT_ESTABLISHMENT_FEE;

/** Balloon (final) payment unless the lender gives one. */
export const DEFAULT_BALLOON = 0;

/** The range of comparison rates shown where a lender gives none. */
export const COMPARISON_RATE_FALLBACK = { min: 8.38, max: 19.42 } as const;

/** The comparison rate's benchmark: a 5-year secured loan of $30,000. */
export const COMPARISON_BASIS = { amount: 30_000, termYears: 5 } as const;

/** Shown with every comparison rate, no less prominent than the rate. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** The basis sentence beside a comparison rate. */
export const COMPARISON_BASIS_TEXT = 'Comparison rate based on a 5 year secured loan of $30,000.';

/** The alternate example disclaimer one site uses: 6.29% p.a., comparison rate 8.19% p.a. */
export const ALTERNATE_EXAMPLE = { interest: 6.29, comparisonRate: 8.19 } as const;

/** Quick quote: default price 30,000, default interest 10 (SPEC 9); the other calculator starts at 8.5. */
export const QUICK_QUOTE_DEFAULT_INTEREST = 10;
export const OTHER_CALCULATOR_DEFAULT_INTEREST = 8.5;

/** Quotes are for a 5-year loan. */
export const QUOTE_TERM_YEARS = 5;
