import { NextResponse } from 'next/server';
import { isPriceCheckEligible } from '@/domain/price-check';
import { priceCheckPort } from '@/ports/price-check';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

/**
 * SPEC 7 `GET {vehicle path}/autogauge`: the price-check object for a used car of a tenant with
 * the plugin, when the car is eligible (SPEC 5). A car without market data, or one the check does
 * not apply to, is an answer too ('No data returned', SPEC 8): 204 No Content, which the page
 * treats as nothing to show, never a failed request. The tenant comes from the Host header like
 * the other vehicle APIs; an unknown car is still 404.
 */
const NOTHING_TO_SHOW = () => new Response(null, { status: 204, headers: { 'cache-control': 'private, max-age=300' } });

export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!site.plugins.autogauge || vehicle.car_type !== 'used' || !isPriceCheckEligible(vehicle)) return NOTHING_TO_SHOW();
  try {
    const result = await priceCheckPort().check({ ...vehicle, state: null });
    if (!result) return NOTHING_TO_SHOW();
    return NextResponse.json(result, { headers: { 'cache-control': 'private, max-age=300' } });
  } catch (error) {
    console.warn('Price check failed', error);
    return jsonError(502, 'Price check failed');
  }
}
