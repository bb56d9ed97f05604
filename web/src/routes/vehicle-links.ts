/**
 * Links from a vehicle to the routes of SPEC.md section 2. Query parameters are the ones the
 * spec names (car_id, car_type, vehiclePriceBudget, preferredDealership, ...), so the pages that
 * land later can read them without changing the cards.
 */
export type LinkedVehicle = {
  id: number;
  slug: string;
  make: string;
  model: string;
  car_type: 'new' | 'demo' | 'used';
  price: number | null;
  dealership_slug: string;
  body?: string | null;
};

export type LinkOptions = {
  usedCarPrefix?: string | null;
  checkoutPath: 'checkout' | 'buy-online';
};

/** URL-safe slug of a make, model or body: 'Mercedes-Benz' → 'mercedes-benz', 'Land Rover' → 'land-rover'. */
export function toSlug(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const query = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

export const vehicleHref = (vehicle: Pick<LinkedVehicle, 'slug'>) => `/cars/${encodeURIComponent(vehicle.slug)}`;

export const testDriveHref = (vehicle: Pick<LinkedVehicle, 'id'>) => `/book-test-drive?${query({ car_id: vehicle.id })}`;

/** SPEC 2: the finance link, one rule for cards and vehicle pages. */
export { financeHref } from '@/domain/finance-link';

export const reserveHref = (vehicle: LinkedVehicle, options: LinkOptions) => `${vehicleHref(vehicle)}/${options.checkoutPath}`;

/** SPEC 2: the online purchase of a car. */
export const buyOnlineHref = (vehicle: Pick<LinkedVehicle, 'slug'>) => `/checkout-journey?${query({ car_id: vehicle.slug })}`;

export const enquireHref = (vehicle: Pick<LinkedVehicle, 'id'>) => `/contact?${query({ car_id: vehicle.id })}`;

/** SPEC 4: an unavailable car's enquiry asks for something similar (subcategory 'Find me something similar'). */
export const similarHref = (vehicle: LinkedVehicle) =>
  `/contact?${query({ car_id: vehicle.id, subcategory: 'Find me something similar' })}`;

const prefixOf = (usedCarPrefix: string | null | undefined) => (usedCarPrefix ?? '').split('/').filter(Boolean).map(toSlug).join('/');

/**
 * Stock search by make, model or body: /search/toyota/corolla. Used-only dealers keep their
 * used-car prefix in every search path (/search/used-cars/toyota), as their menus do.
 */
export function searchHref(options: Pick<LinkOptions, 'usedCarPrefix'>, ...segments: string[]): string {
  const slugs = segments.map(toSlug).filter(Boolean);
  const prefix = prefixOf(options.usedCarPrefix);
  const path = [prefix, ...slugs].filter(Boolean).join('/');
  return `/search/${path || 'new-used-and-demo-cars'}`;
}

/** The search page for a car type: /search/used-cars, /search/new-cars, /search/demo-cars (or the used-car prefix). */
export function carTypeSearchHref(options: Pick<LinkOptions, 'usedCarPrefix'>, carType: LinkedVehicle['car_type']): string {
  const prefix = prefixOf(options.usedCarPrefix);
  return `/search/${prefix || `${carType}-cars`}`;
}
