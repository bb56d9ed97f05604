import { handleRateLimit } from '@/leads/server/contact-routes';
import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleRateLimit(request, appLeadRouteDeps);
}
