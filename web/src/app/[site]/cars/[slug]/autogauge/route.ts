import { NextResponse } from 'next/server';
import { isPriceCheckEligible } from '@/domain/price-check';
import { priceCheckPort } from '@/ports/price-check';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

export const dynamic = 'force-dynamic';

/**
 * SPEC 7 `GET {vehicle path}/autogauge`: the price-check object for a used car of a tenant with
 * the plugin, when the car is eligible (SPEC 5). 'No data returned' is a 404; the page hides the
 * panel and logs. The tenant comes from the Host header like the other vehicle APIs.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!site.plugins.autogauge || vehicle.car_type !== 'used' || !isPriceCheckEligible(vehicle)) return jsonError(404, 'No data returned');
  try {
    const result = await priceCheckPort().check({ ...vehicle, state: null });
    if (!result) return jsonError(404, 'No data returned');
    return NextResponse.json(result, { headers: { 'cache-control': 'private, max-age=300' } });
  } catch (error) {
    console.warn('Price check failed', error);
    return jsonError(502, 'Price check failed');
  }
}
