import type { SiteConfig } from '@dealer/schemas/content/site';
import { depositAmount } from '@/domain/vehicle-claims';

/**
 * The deposit a reservation authorises (SPEC 9): the car's claim (domain/vehicle-claims.ts, the
 * one source of the figure pages show); where that is blank (a car's $0 amount) the site's
 * default is what is held. Never read from a shopper's request.
 */
export function depositDollars(site: Pick<SiteConfig, 'claims'>, carAmount: number | null): number {
  return depositAmount(site, carAmount) ?? site.claims.deposit.amount;
}

/** Dollars to the provider's integer cents (AUD), rounding away float error. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
