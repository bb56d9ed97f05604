import { serverEnv } from '@/server/env';
import { appReservationDeps } from '@/reserve/server/app-reservation-deps';
import { handleReservationAdmin } from '@/reserve/server/reservation-admin-route';
import { siteForHost } from '@/tenancy/site-for-host';

export const dynamic = 'force-dynamic';

/** Dealer actions on a reservation: convert (capture, sold) or release (see reservation-admin-route.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const resolution = await siteForHost(request.headers.get('host'));
  const siteSlug = resolution.kind === 'site' ? resolution.slug : resolution.kind === 'platform' ? null : undefined;
  return handleReservationAdmin(request, (await params).id, {
    adminKey: serverEnv().VEHICLE_ADMIN_API_KEY, siteSlug, reservations: () => appReservationDeps(new URL(request.url).origin),
  });
}
