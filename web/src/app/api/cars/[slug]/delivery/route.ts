import { NextResponse } from 'next/server';
import { distanceKm, postcodeError, priceForDistance } from '@/domain/delivery';
import { getLocations } from '@/content/locations';
import { geocodingPort } from '@/ports/geocoding';
import { deliveryZonesFor } from '@/vehicle-page/server/delivery-zones';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

export const dynamic = 'force-dynamic';

/**
 * Delivery price lookup by postcode (SPEC 7): `{ price, name }`, or 404 when there is no
 * estimate for that place. The postcode is validated with the spec's messages (400).
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const postcode = new URL(request.url).searchParams.get('postcode') ?? '';
  const invalid = postcodeError(postcode);
  if (invalid) return jsonError(400, invalid);
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!site.features.deliveryCalculator) return jsonError(404, 'Delivery estimates are not offered on this site.');

  const geocoding = geocodingPort();
  const location = (await getLocations(site)).find((l) => l.slug === vehicle.location_slug);
  if (!location) return jsonError(404, 'No estimate');
  let origin, destination;
  try {
    origin = location.address.lat !== undefined && location.address.long !== undefined
      ? { lat: location.address.lat, long: location.address.long }
      : await geocoding.geocodePostcode(location.address.postcode);
    destination = await geocoding.geocodePostcode(postcode.trim());
  } catch (error) {
    // The service could not answer (quota, key, outage): no estimate now, not "invalid postcode".
    console.error('[delivery] geocoding failed', error instanceof Error ? error.message : error);
    return jsonError(503, 'No estimate');
  }
  if (!origin || !destination) return jsonError(404, 'Invalid postcode');
  const zone = priceForDistance(distanceKm(origin, destination), deliveryZonesFor(site, vehicle.item_type));
  if (!zone) return jsonError(404, 'No estimate');
  return NextResponse.json({ price: zone.price, name: destination.name, zone: zone.name }, { headers: { 'cache-control': 'private, max-age=3600' } });
}
