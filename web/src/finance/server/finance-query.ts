import type { SiteConfig } from '@dealer/schemas/content/site';
import { isDealershipShown } from '@/domain/dealership-settings';
import { isCreditHistory, quickQuotePrice, type CreditHistory } from '@/domain/quick-quote';

/**
 * SPEC 2 "Finance pages": the query may carry vin, nvic, year, preferredDealership, car_type,
 * vehiclePriceBudget or price, loanTerm, selfAssessedCreditScore or credit_score and
 * whoIsHelping; each is read into the finance form. Anything malformed is dropped (the form keeps
 * its default), never an error: these links come from cards, vehicle pages and other sites. A
 * dealership the site hides (SPEC 6) is not preselected: the form does not offer it either.
 */
export type FinanceQuery = {
  carId: number | null;
  vin: string | null;
  nvic: string | null;
  year: number | null;
  preferredDealership: string | null;
  carType: 'new' | 'demo' | 'used' | null;
  /** The purchase price, clamped as the quick estimate clamps it (10,000–200,000). */
  purchasePrice: number | null;
  loanTerm: number | null;
  selfAssessedCreditScore: CreditHistory | null;
  whoIsHelping: string | null;
};

export type QueryParams = Record<string, string | string[] | undefined>;

const first = (params: QueryParams, ...names: string[]): string | null => {
  for (const name of names) {
    const raw = params[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) return value;
  }
  return null;
};

const matching = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : null);

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,10}(\.\d+)?$/.test(value.replace(/[$,\s]/g, ''))) return null;
  const n = Math.round(Number(value.replace(/[$,\s]/g, '')));
  return n >= min && n <= max ? n : null;
}

/**
 * `currentYear` bounds a `year` in the query, and is read from the clock only when there is one:
 * the page without a query is kept for every shopper (the route cache), whose render under Cache
 * Components may not read the clock.
 */
type QueryOptions = { site: Pick<SiteConfig, 'dealershipSlugs' | 'dealerships'>; currentYear?: number };

export function financeQuery(params: QueryParams, options: QueryOptions): FinanceQuery {
  const dealership = first(params, 'preferredDealership');
  const carType = first(params, 'car_type');
  const price = wholeNumber(first(params, 'vehiclePriceBudget', 'price'), 1, 100_000_000);
  const credit = first(params, 'selfAssessedCreditScore', 'credit_score')?.toUpperCase() ?? null;
  const helping = first(params, 'whoIsHelping');
  const year = first(params, 'year');
  return {
    carId: wholeNumber(first(params, 'car_id'), 1, 2_147_483_647),
    vin: matching(first(params, 'vin')?.toUpperCase() ?? null, /^[A-HJ-NPR-Z0-9]{11,17}$/),
    nvic: matching(first(params, 'nvic')?.toUpperCase() ?? null, /^[A-Z0-9]{1,10}$/),
    year: year === null ? null : wholeNumber(year, 1950, (options.currentYear ?? new Date().getFullYear()) + 1),
    preferredDealership: dealership && options.site.dealershipSlugs.includes(dealership) && isDealershipShown(options.site, dealership) ? dealership : null,
    carType: carType === 'new' || carType === 'demo' || carType === 'used' ? carType : null,
    purchasePrice: price === null ? null : quickQuotePrice(price),
    loanTerm: wholeNumber(first(params, 'loanTerm'), 1, 7),
    selfAssessedCreditScore: isCreditHistory(credit) ? credit : null,
    whoIsHelping: helping ? [...helping].filter((c) => c >= ' ' && c !== '<' && c !== '>').join('').slice(0, 80) || null : null,
  };
}
