import { appReserveRouteDeps } from '@/reserve/server/app-reserve-route-deps';
import { handleReservePost } from '@/reserve/server/reserve-route';

/** Reserve a car with a refundable deposit (SPEC 9): see reserve/server/reserve-route.ts. */
export const POST = (request: Request) => handleReservePost(request, appReserveRouteDeps);
