import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleRegoLookup } from '@/trade-in/server/trade-in-routes';

export function POST(request: Request) {
  return handleRegoLookup(request, appLeadRouteDeps);
}
