import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleOfferAcceptance } from '@/leads/server/trade-in-routes';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleOfferAcceptance(request, appLeadRouteDeps);
}
