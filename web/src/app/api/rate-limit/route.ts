import { handleRateLimit } from '@/identity/server/contact-routes';
import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';

export function POST(request: Request) {
  return handleRateLimit(request, appIdentityRouteDeps);
}
