import type { SiteConfig } from '@dealer/schemas/content/site';
import { calculatorBounds, calculatorPolicyFor } from './finance-bounds';
import { financeEstimate, type EligibilityVehicle, type LenderData } from './finance-estimate';
import { vehicleFinanceFigure } from './vehicle-finance-figure';

/**
 * The weekly repayment a car's page states before any quote (domain/vehicle-finance-figure.ts:
 * the lender's estimate to the cent, else the page's 5-year calculation on SPEC 9's estimate basis
 * at the site's starting rate), for the stock search's repayment filter (SPEC 3 refinement
 * `weekly_price_range`): a shopper asking for cars under $150 a week finds the cars whose pages
 * say so. Null where the page states none (sold, no price, or a site without estimates).
 */
export type RepaymentTerms = {
  /** The site shows finance estimates (site.features.financeEstimate). */
  estimates: boolean;
  /** The site calculator's starting rate, % p.a. (finance-bounds: the default clamped to its range). */
  interest: number;
};

export type RepaymentVehicle = EligibilityVehicle & { finance_lenders: Record<string, LenderData> | null };

const AVAILABLE = new Set(['in_stock', 'coming_soon']);
const plain = (n: number) => String(n);

export function weeklyRepayment(vehicle: RepaymentVehicle, terms: RepaymentTerms, currentYear: number): number | null {
  if (!AVAILABLE.has(vehicle.status)) return null;
  const estimate = financeEstimate(vehicle, terms.estimates, currentYear);
  const quotable = terms.estimates && (vehicle.price ?? 0) > 0;
  return vehicleFinanceFigure({ estimate, price: vehicle.price, quotable, interest: terms.interest }, plain)?.weekly ?? null;
}

/** A site's repayment terms, from its settings as its vehicle pages read them. */
export function repaymentTerms(site: Pick<SiteConfig, 'finance' | 'template' | 'features'>): RepaymentTerms {
  return { estimates: site.features.financeEstimate, interest: calculatorBounds(calculatorPolicyFor(site), null).interest.initial };
}
