import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { safeTimeZone, timeZoneForState } from '@/lib/time-zone';

/**
 * The time zone a car's times are shown in (DESIGN: the location's own IANA zone, through
 * lib/time-zone): its location's zone, else the zone of that location's state, else the site's.
 */
export async function carTimeZone(site: SiteConfig, vehicle: { location_slug: string }): Promise<string> {
  const location = (await getLocations(site).catch(() => [])).find((l) => l.slug === vehicle.location_slug);
  if (location?.timeZone) return safeTimeZone(location.timeZone);
  return timeZoneForState(location?.address.state ?? site.address.state);
}
