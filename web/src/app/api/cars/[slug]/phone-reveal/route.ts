import { NextResponse } from 'next/server';
import { database } from '@/ports/database';
import { recordPhoneReveal } from '@/vehicle-page/server/engagement-repository';
import { siteVehicle } from '@/vehicle-page/server/site-vehicle';

export const dynamic = 'force-dynamic';

/**
 * SPEC 7 "Phone reveal" (car_id, dealership_id, website_id): all three come from the tenant and
 * the vehicle on the server, none from the request.
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  const { db } = await database();
  await recordPhoneReveal(db, site.slug, vehicle.id, vehicle.dealership_id);
  return NextResponse.json({ ok: true, car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: site.slug }, { status: 201 });
}
