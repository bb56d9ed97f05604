import { appWaitlistRouteDeps } from '@/reserve/server/app-reserve-route-deps';
import { handleWaitlistJoin, handleWaitlistLeave } from '@/reserve/server/waitlist-route';

/** Join the waitlist of a reserved car: see reserve/server/waitlist-route.ts. */
export const POST = (request: Request) => handleWaitlistJoin(request, appWaitlistRouteDeps);

/** Leave it. */
export const DELETE = (request: Request) => handleWaitlistLeave(request, appWaitlistRouteDeps);
