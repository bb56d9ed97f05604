/**
 * SPEC 2: the finance link is built from the vehicle (query preferredDealership,
 * vehiclePriceBudget, car_id, car_type, vin and the anchor #finance-form) or the tenant's
 * configured default link when the car has no price. car_id is the vehicle id, as the cards'
 * finance link (routes/vehicle-links) sends it.
 */
export type FinanceLinkVehicle = { id: number; dealership_slug: string; price: number | null; car_type: string; vin?: string | null };

/** Where finance links go when the site configures none: its own finance page. */
export const FINANCE_PAGE = '/finance';

/**
 * The site's configured default finance link (Studio: Site settings → Finance calculator →
 * Default finance link: a page of the site or a lender's https:// address), else `fallback`.
 */
export function defaultFinanceHref(finance: { defaultLink?: string | null } | null | undefined, fallback = FINANCE_PAGE): string {
  return finance?.defaultLink?.trim() || fallback;
}

export function financeHref(vehicle: FinanceLinkVehicle, defaultHref = FINANCE_PAGE): string {
  if (vehicle.price === null || !(vehicle.price > 0)) return defaultHref;
  const query = new URLSearchParams({
    preferredDealership: vehicle.dealership_slug,
    vehiclePriceBudget: String(Math.round(vehicle.price)),
    car_id: String(vehicle.id),
    car_type: vehicle.car_type,
  });
  if (vehicle.vin) query.set('vin', vehicle.vin);
  return `${FINANCE_PAGE}?${query.toString()}#finance-form`;
}
