import { serverEnv } from '@/server/env';
import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { handleReservationAdmin } from '@/reserve/server/reservation-admin-route';
import { adminSiteScope } from '@/tenancy/site-for-host';

/** Dealer actions on a reservation: convert (capture, sold) or release (see reservation-admin-route.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleReservationAdmin(request, (await params).id, {
    adminKey: serverEnv().VEHICLE_ADMIN_API_KEY, siteSlug: await adminSiteScope(request), reservations: () => appReservationDeps(new URL(request.url).origin),
  });
}
