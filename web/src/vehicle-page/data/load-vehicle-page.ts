import { decodeSegment } from '@/lib/path-segment';
import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations, type Location } from '@/content/locations';
import { vehiclePageVisibility, type PageVisibility } from '@/domain/vehicle-page-visibility';
import { getVehicleBySlug, type Vehicle } from '@/vehicles/get-vehicle';

export type VehiclePageData = {
  vehicle: Vehicle;
  visibility: Exclude<PageVisibility, 'hidden'>;
  location: Location | null;
  primaryLocation: Location | null;
};

/** The vehicle and its location, or null when the page must answer 404 (unknown, hidden, sold long ago). */
export async function loadVehiclePage(site: SiteConfig, slug: string, now = new Date()): Promise<VehiclePageData | null> {
  const vehicle = await getVehicleBySlug(site, decodeSegment(slug));
  if (!vehicle) return null;
  const visibility = vehiclePageVisibility(vehicle, now, site.search.includeSoldCarsDays);
  if (visibility === 'hidden') return null;
  const locations = await getLocations(site);
  const location = locations.find((l) => l.slug === vehicle.location_slug) ?? null;
  const primaryLocation = locations.find((l) => l.primary) ?? null;
  return { vehicle, visibility, location, primaryLocation };
}
