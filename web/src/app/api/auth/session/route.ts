import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleSession } from '@/identity/server/sign-in-routes';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleSession(request, appIdentityRouteDeps);
}
