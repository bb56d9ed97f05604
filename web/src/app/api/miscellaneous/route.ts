import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleMiscellaneous } from '@/trade-in/server/miscellaneous-route';

export function POST(request: Request) {
  return handleMiscellaneous(request, appLeadRouteDeps);
}
