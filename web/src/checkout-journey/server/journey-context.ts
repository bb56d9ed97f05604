import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { shownPrice } from '@/domain/price-display';
import { vehicleClaims } from '@/domain/vehicle-claims';
import { zonedTime } from '@/lib/time-zone';
import { depositDollars } from '@/reserve/deposit-amount';
import { carTimeZone } from '@/vehicles/car-time-zone';
import { reservable } from '@/reserve/server/reservation-service';
import type { Vehicle } from '@/vehicles/vehicle';
import { JOURNEY_TEXT } from '../journey-steps';
import type { JourneyContext } from './journey-service';

/**
 * The fixed facts of buying one car online: its price (drive-away where the dealer states it), the
 * deposit (SPEC 9: the car's amount, else the site's), the dealer's today and pickup location. A car
 * that cannot be reserved online, or has no price, cannot be bought online either.
 */
export async function journeyContext(site: SiteConfig, vehicle: Vehicle, sessionPhone: string | null, now: Date): Promise<{ ok: true; context: JourneyContext } | { ok: false; message: string }> {
  if (!reservable(site, vehicle)) return { ok: false, message: JOURNEY_TEXT.notBuyable };
  const claims = vehicleClaims(site, vehicle);
  const price = claims.driveAway ?? shownPrice(vehicle);
  if (!price || price <= 0) return { ok: false, message: JOURNEY_TEXT.noPrice };
  const zone = await carTimeZone(site, vehicle);
  const location = (await getLocations(site).catch(() => [])).find((l) => l.slug === vehicle.location_slug);
  return {
    ok: true,
    context: {
      site, vehicle, price, deposit: depositDollars(site, vehicle.reserve_amount), today: zonedTime(now, zone).date, zone,
      locationName: location?.name ?? site.name, sessionPhone,
    },
  };
}
