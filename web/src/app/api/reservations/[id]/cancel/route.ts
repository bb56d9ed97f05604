import { cookies } from 'next/headers';
import { appReserveRouteDeps } from '@/reserve/server/app-reserve-route-deps';
import { handleReservationCancel } from '@/reserve/server/reserve-route';

/** The shopper cancels their reservation (the hold on their card is cancelled). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleReservationCancel(request, (await params).id, { ...appReserveRouteDeps, cookies: await cookies() });
}
