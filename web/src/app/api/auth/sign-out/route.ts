import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleSignOut } from '@/identity/server/sign-in-routes';

export function POST(request: Request) {
  return handleSignOut(request, appIdentityRouteDeps);
}
