import type { SiteConfig } from '@dealer/schemas/content/site';
import { shownPrice } from './price-display';

/**
 * Every claim a page makes about one car, from one place per car and tenant (SPEC 1 claims,
 * SPEC 9 reservation and money-back): the deposit, the drive-away price, the warranty years and
 * the money-back guarantee. The vehicle page, its tabs, texts and buttons, the print view and the
 * reserve flow read these figures here and nowhere else, so a page never states two of a kind.
 */
export type ClaimsVehicle = {
  car_type: 'new' | 'demo' | 'used';
  reserve_amount: number | null;
  price: number | null;
  price_type?: string | null;
};

export type MoneyBack = NonNullable<SiteConfig['claims']['moneyBack']>;

export type VehicleClaims = {
  /** SPEC 9: the car's amount if provided, else the tenant's default; blank (null) when the car's amount is $0. */
  deposit: { amount: number | null; holdHours: number };
  /** The price when the dealer states it is drive away, else null. */
  driveAway: number | null;
  /** The dealer's warranty on a used car (SPEC 1: 3 years standard); new and demo cars carry the manufacturer's. */
  warrantyYears: number | null;
  /** The money-back guarantee, on used cars of the tenants that offer one. */
  moneyBack: MoneyBack | null;
};

const DRIVE_AWAY = /drive\s*-?\s*away/i;

/** The deposit of SPEC 9 for a car's reserve amount. */
export function depositAmount(site: Pick<SiteConfig, 'claims'>, reserveAmount: number | null): number | null {
  if (reserveAmount === null) return site.claims.deposit.amount > 0 ? site.claims.deposit.amount : null;
  return reserveAmount > 0 ? reserveAmount : null;
}

export function vehicleClaims(site: Pick<SiteConfig, 'claims'>, vehicle: ClaimsVehicle): VehicleClaims {
  const used = vehicle.car_type === 'used';
  return {
    deposit: { amount: depositAmount(site, vehicle.reserve_amount), holdHours: site.claims.deposit.holdHours },
    driveAway: DRIVE_AWAY.test(vehicle.price_type ?? '') ? shownPrice(vehicle) : null,
    warrantyYears: used ? site.claims.warrantyYears : null,
    moneyBack: used ? site.claims.moneyBack ?? null : null,
  };
}
