import { NextResponse } from 'next/server';
import { database } from '@/ports/database';
import { appRateLimitStore, clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { recordView } from '@/vehicle-page/server/engagement-repository';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';
import { visitorOf } from '@/vehicle-page/server/visitor';

type Context = { params: Promise<{ slug: string }> };

/**
 * SPEC 7 `GET {api}/cars/{slug}/view.json`: records a view (once per visitor, car and day; bots
 * and callers over the rate limit only read) and returns the count with the car's current fields
 * (photos_count, updated_at), so a page rendered from an older copy can tell.
 */
export async function GET(request: Request, { params }: Context) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  const { db } = await database();
  const limit = await takeRateLimit(await appRateLimitStore(async () => db), site.slug, [{ rule: RATE_LIMITS.viewCountPerIp, key: clientAddress(request) }]);
  const views = await recordView(db, site.slug, vehicle.id, limit.allowed ? await visitorOf(db, request, site.slug) : null);
  if (views === null) return jsonError(404, 'Vehicle not found.');
  return NextResponse.json(
    { views, car_fields: { photos_count: vehicle.images.length, updated_at: new Date(vehicle.updated_at).toISOString(), status: vehicle.status, price: vehicle.price } },
    { headers: { 'cache-control': 'no-store' } },
  );
}
