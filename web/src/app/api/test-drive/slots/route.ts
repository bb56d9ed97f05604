import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleSlotsGet } from '@/test-drive/server/slots-route';

/** The bookable test-drive slots of one car: see web/src/test-drive/server/slots-route.ts. */
export async function GET(request: Request) {
  return handleSlotsGet(request, appLeadRouteDeps);
}
