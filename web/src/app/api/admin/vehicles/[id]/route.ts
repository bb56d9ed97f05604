import { serverEnv } from '@/server/env';
import { adminSiteScope } from '@/tenancy/site-for-host';
import { handleVehicleChangePost } from '@/vehicles/changes/vehicle-change-route';

/** The dealer feed's vehicle changes (see vehicles/vehicle-change-route.ts); the tenant is the Host's. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleVehicleChangePost(request, (await params).id, { adminKey: serverEnv().VEHICLE_ADMIN_API_KEY, siteSlug: await adminSiteScope(request) });
}
