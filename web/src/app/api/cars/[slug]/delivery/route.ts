import { NextResponse } from 'next/server';
import { postcodeError } from '@/domain/delivery';
import { estimateDelivery } from '@/vehicle-page/server/delivery-estimate';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

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
  const estimate = await estimateDelivery(site, vehicle, postcode);
  if (!estimate.ok) return jsonError(estimate.status, estimate.message);
  return NextResponse.json({ price: estimate.price, name: estimate.name, zone: estimate.zone }, { headers: { 'cache-control': 'private, max-age=3600' } });
}
