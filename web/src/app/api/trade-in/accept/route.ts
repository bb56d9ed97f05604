import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleOfferAcceptance } from '@/trade-in/server/trade-in-routes';

export function POST(request: Request) {
  return handleOfferAcceptance(request, appLeadRouteDeps);
}
