import { appJourneyRouteDeps } from '@/checkout-journey/server/app-journey-deps';
import { handleJourneyStep } from '@/checkout-journey/server/journey-route';

/** Buy online, one step saved (SPEC 2 /checkout-journey): see checkout-journey/server/journey-route.ts. */
export const POST = (request: Request) => handleJourneyStep(request, appJourneyRouteDeps);
