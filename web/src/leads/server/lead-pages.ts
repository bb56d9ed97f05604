import 'server-only';
import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { isAvailable } from '@/domain/vehicle-availability';
import { database } from '@/ports/database';
import { humanise } from '@/lib/humanise-slug';
import type { Vehicle } from '@/vehicles/vehicle';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import type { FormLeadKind } from '../lead-kind';
import { toLeadVehicle, type LeadVehicle } from '../lead-vehicle';
import type { LeadFormRules, LegalLinks } from '../schema/form-rules';
import { siteLegalLinks } from './legal-pages';
import { siteFormRules } from './site-form-rules';

/** What a page with a lead form needs: the tenant's locations and the car named by car_id. */
export type LeadPageContext = {
  site: SiteConfig;
  locations: Location[];
  vehicle: LeadVehicle | null;
  /** The full vehicle, for pages that show more of it. */
  vehicleRow: Vehicle | null;
  dealerName: string;
  /** The consent checkboxes' links to the tenant's terms and privacy pages. */
  legal: LegalLinks;
};

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

function dealerNameOf(site: SiteConfig, dealershipSlug: string | null | undefined): string {
  if (!dealershipSlug || site.dealershipSlugs.length <= 1) return site.name;
  return humanise(dealershipSlug) ?? site.name;
}

/**
 * Loads a form page's context. A car_id that is not a car of this tenant shown on its website is
 * ignored (the page shows the general form), never an error.
 */
export async function loadLeadPage(site: SiteConfig, params: SearchParams): Promise<LeadPageContext> {
  const carId = Number(firstParam(params, 'car_id'));
  const [locations, legal, vehicleRow] = await Promise.all([
    getLocations(site),
    siteLegalLinks(site),
    Number.isSafeInteger(carId) && carId > 0 && carId <= 2_147_483_647
      ? database().then(({ db }) => findVehicleById(db, site.slug, carId)).catch(() => null)
      : Promise.resolve(null),
  ]);
  const shown = vehicleRow && vehicleRow.show_on_dealer_website ? vehicleRow : null;
  const vehicle = shown ? toLeadVehicle(shown) : null;
  return { site, locations, vehicle, vehicleRow: shown, dealerName: dealerNameOf(site, vehicle?.dealership_slug), legal };
}

export function pageRules(context: LeadPageContext, kind: FormLeadKind, fixedLocation: string | null = null): LeadFormRules {
  return siteFormRules(context.site, context.locations, kind, { hasVehicle: context.vehicle !== null, fixedLocation, legal: context.legal });
}

export type VehicleLeadForms = {
  vehicle: LeadVehicle;
  dealerName: string;
  /** Props for <EnquiryForm>, <TestDriveForm>, <RequestPhotosForm>, <FindSimilarForm>. */
  enquiry: { rules: LeadFormRules; vehicle: LeadVehicle; dealerName: string };
  testDrive: { rules: LeadFormRules; vehicle: LeadVehicle; dealerName: string };
  /** The Get Finance popup's rules (the finance feature's form, SPEC 2). */
  finance: { rules: LeadFormRules; vehicle: LeadVehicle; dealerName: string };
  requestPhotos: { rules: LeadFormRules; vehicle: LeadVehicle; dealerName: string };
  findSimilar: { rules: LeadFormRules; vehicle: LeadVehicle; dealerName: string };
  /** SPEC 4: a sold (unavailable) car's enquiry asks for something similar. */
  available: boolean;
};

/**
 * Everything a vehicle page needs to open its lead forms in modals (SPEC 2): call on the server,
 * pass each entry as props to the matching client form component.
 */
export async function vehicleLeadForms(site: SiteConfig, vehicle: Vehicle): Promise<VehicleLeadForms> {
  const [locations, legal] = await Promise.all([getLocations(site), siteLegalLinks(site)]);
  const leadVehicle = toLeadVehicle(vehicle);
  const dealerName = dealerNameOf(site, vehicle.dealership_slug);
  const props = (kind: FormLeadKind) => ({ rules: siteFormRules(site, locations, kind, { hasVehicle: true, legal }), vehicle: leadVehicle, dealerName });
  return {
    vehicle: leadVehicle,
    dealerName,
    enquiry: props('enquiry'),
    testDrive: props('test-drive'),
    finance: props('finance-enquiry'),
    requestPhotos: props('request-photos'),
    findSimilar: props('find-similar'),
    available: isAvailable(vehicle.status),
  };
}
