/**
 * SPEC 5: the finance estimate (per week) shows on a vehicle only when lender data exists with
 * interestRate and comparisonRate not null, the tenant allows it, and the lender's own
 * eligibility rule passes ("Provider eligibility").
 */
export type LenderData = {
  disclaimer?: string | null;
  deposit?: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  totalPayable?: number | null;
  interestRate?: number | null;
  comparisonRate?: number | null;
  termMonths?: number | null;
  termWeeks?: number | null;
  termYears?: number | null;
  /** SPEC 3 "term{N} values": the lender's figure for an N-year term (term5, term7…). */
  [term: `term${number}`]: number | null | undefined;
  establishmentFees?: number | null;
  balloon?: number | null;
  financeProvider?: string | null;
};

export type EligibilityVehicle = { year: number; price: number | null; status: string };

/**
 * The four provider rules of SPEC 5, keyed by the lender key on the vehicle. Lenders not listed
 * take the most common rule (price over 500, in stock, a weekly payment).
 */
export type EligibilityRule = 'recentWithComparison' | 'inStockOnly' | 'weekly' | 'monthly';

export const LENDER_RULES: Readonly<Record<string, EligibilityRule>> = {
  youx: 'recentWithComparison',
  toyotaFinance: 'inStockOnly',
  outbackFinance: 'inStockOnly',
  metroFinance: 'weekly',
  plenti: 'weekly',
  driva: 'weekly',
  stratton: 'monthly',
};

const MAX_AGE_YEARS = 12;
const MIN_PRICE = 500;

export function isLenderEligible(rule: EligibilityRule, vehicle: EligibilityVehicle, lender: LenderData, currentYear: number): boolean {
  const inStock = vehicle.status === 'in_stock';
  const priced = (vehicle.price ?? 0) > MIN_PRICE;
  switch (rule) {
    case 'recentWithComparison':
      return vehicle.year > currentYear - MAX_AGE_YEARS && priced && inStock && lender.comparisonRate != null;
    case 'inStockOnly':
      return inStock;
    case 'weekly':
      return priced && inStock && (lender.paymentWeek ?? 0) > 0;
    case 'monthly':
      return priced && inStock && (lender.paymentMonth ?? 0) > 0;
  }
}

export type FinanceEstimate = { key: string; weekly: number; lender: LenderData };

/** The first eligible lender with usable rates, or null when no estimate may be shown. */
export function financeEstimate(
  vehicle: EligibilityVehicle & { finance_lenders: Record<string, LenderData> | null },
  allowed: boolean,
  currentYear: number,
): FinanceEstimate | null {
  if (!allowed || !vehicle.finance_lenders) return null;
  for (const [key, lender] of Object.entries(vehicle.finance_lenders)) {
    if (lender.interestRate == null || lender.comparisonRate == null) continue;
    if (!isLenderEligible(LENDER_RULES[key] ?? 'weekly', vehicle, lender, currentYear)) continue;
    const weekly = lender.paymentWeek ?? (lender.paymentMonth ? (lender.paymentMonth * 12) / 52 : null);
    // To the cent, as the lender states it (its disclaimer quotes the same figure).
    if (weekly && weekly > 0) return { key, weekly: Math.round(weekly * 100) / 100, lender };
  }
  return null;
}
