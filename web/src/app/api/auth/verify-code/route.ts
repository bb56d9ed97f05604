import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleVerifyCode } from '@/identity/server/sign-in-routes';

export function POST(request: Request) {
  return handleVerifyCode(request, appIdentityRouteDeps);
}
