import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleVerifyCode } from '@/identity/server/sign-in-routes';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleVerifyCode(request, appIdentityRouteDeps);
}
