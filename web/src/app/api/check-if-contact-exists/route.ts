import { handleCheckContact } from '@/leads/server/contact-routes';
import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleCheckContact(request, appLeadRouteDeps);
}
