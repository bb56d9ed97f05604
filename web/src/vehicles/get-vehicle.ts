import type { SiteConfig } from '@dealer/schemas/content/site';
import { isDealershipShown } from '@/domain/dealership-settings';
import { isRecordSlug } from '@/lib/path-segment';
import { database } from '@/ports/database';
import type { Vehicle } from './vehicle';
import { cachedVehicle } from './vehicle-cache';
import { findVehicleBySlug } from './vehicle-repository';

export type { Vehicle };

/**
 * One vehicle of the site by its slug, or null (also for another tenant's slug). Cached per
 * tenant and vehicle (metadata, page and the vehicle APIs ask for the same car) until the
 * vehicle changes through `applyVehicleChange`.
 */
export function getVehicleBySlug(site: SiteConfig, slug: string): Promise<Vehicle | null> {
  // A slug the platform could not have made names no car: answered without a query (`%00`, `%`).
  if (!isRecordSlug(slug)) return Promise.resolve(null);
  const vehicle = cachedVehicle(site.slug, slug, async () => {
    const { db } = await database();
    return findVehicleBySlug(db, site.slug, slug);
  });
  // A dealership hidden on this site shows none of its cars here (SPEC 6).
  return vehicle.then((found) => (found && isDealershipShown(site, found.dealership_slug) ? found : null));
}
