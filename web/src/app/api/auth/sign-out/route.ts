import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleSignOut } from '@/identity/server/sign-in-routes';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleSignOut(request, appIdentityRouteDeps);
}
