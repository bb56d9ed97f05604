import { handleRateLimit } from '@/identity/server/contact-routes';
import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleRateLimit(request, appIdentityRouteDeps);
}
