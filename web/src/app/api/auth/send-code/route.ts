import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleSendCode } from '@/identity/server/sign-in-routes';

export function POST(request: Request) {
  return handleSendCode(request, appIdentityRouteDeps);
}
