import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getLocations } from '@/content/locations';
import { distanceKm, priceForDistance } from '@/domain/delivery';
import { geocodingPort } from '@/ports/geocoding';
import { deliveryZonesFor } from './delivery-zones';

export type DeliveryLookup =
  | { ok: true; price: number; name: string; zone: string }
  | { ok: false; status: 404 | 503; message: 'No estimate' | 'Invalid postcode' };

/**
 * What delivering a car to a (valid, 4-digit) postcode costs (SPEC 7 delivery price lookup): the
 * road distance from the car's location through the geocoding port, priced by the tenant's zones.
 * Used by the vehicle page's calculator and the buy-online delivery step alike.
 */
export async function estimateDelivery(site: SiteConfig, vehicle: { location_slug: string; item_type: string }, postcode: string): Promise<DeliveryLookup> {
  const geocoding = geocodingPort();
  const location = (await getLocations(site)).find((l) => l.slug === vehicle.location_slug);
  if (!location) return { ok: false, status: 404, message: 'No estimate' };
  let origin, destination;
  try {
    origin = location.address.lat !== undefined && location.address.long !== undefined
      ? { lat: location.address.lat, long: location.address.long }
      : await geocoding.geocodePostcode(location.address.postcode);
    destination = await geocoding.geocodePostcode(postcode.trim());
  } catch (error) {
    // The service could not answer (quota, key, outage): no estimate now, not "invalid postcode".
    console.error('[delivery] geocoding failed', error instanceof Error ? error.message : error);
    return { ok: false, status: 503, message: 'No estimate' };
  }
  if (!origin || !destination) return { ok: false, status: 404, message: 'Invalid postcode' };
  const zone = priceForDistance(distanceKm(origin, destination), deliveryZonesFor(site, vehicle.item_type));
  if (!zone) return { ok: false, status: 404, message: 'No estimate' };
  return { ok: true, price: zone.price, name: destination.name, zone: zone.name };
}
