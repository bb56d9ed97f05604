import { handleLeadPost } from '@/leads/server/lead-route';
import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { tradeInRouteOptions } from '@/trade-in/server/trade-in-routes';

/** One handler per lead kind (enquiry, test-drive, service, …): see web/src/leads/server/lead-route.ts. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  return handleLeadPost(request, kind, appLeadRouteDeps, kind === 'trade-in' ? tradeInRouteOptions : {});
}
