import { appJourneyRouteDeps } from '@/checkout-journey/server/app-journey-deps';
import { handleJourneyPay } from '@/checkout-journey/server/journey-route';

/** Buy online, the deposit paid (SPEC 2, 9): see checkout-journey/server/journey-route.ts. */
export const POST = (request: Request) => handleJourneyPay(request, appJourneyRouteDeps);
