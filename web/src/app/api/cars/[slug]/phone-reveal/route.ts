import { NextResponse } from 'next/server';
import { database } from '@/ports/database';
import { appRateLimitStore, clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { recordPhoneReveal } from '@/vehicle-page/server/engagement-repository';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';
import { visitorOf } from '@/vehicle-page/server/visitor';

/**
 * SPEC 7 "Phone reveal" (car_id, dealership_id, website_id): all three come from the tenant and
 * the vehicle on the server, none from the request. A reveal counts once per visitor, car and
 * day (`counted`); bots never count.
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  const { db } = await database();
  const limit = await takeRateLimit(await appRateLimitStore(async () => db), site.slug, [{ rule: RATE_LIMITS.phoneRevealPerIp, key: clientAddress(request) }]);
  if (!limit.allowed) return jsonError(429, 'Too many requests. Please try again later.');
  const counted = await recordPhoneReveal(db, site.slug, vehicle.id, vehicle.dealership_id, await visitorOf(db, request, site.slug));
  return NextResponse.json({ ok: true, counted, car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: site.slug }, { status: 201 });
}
