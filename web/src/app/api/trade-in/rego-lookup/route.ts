import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleRegoLookup } from '@/leads/server/trade-in-routes';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleRegoLookup(request, appLeadRouteDeps);
}
