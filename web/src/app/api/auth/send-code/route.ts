import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleSendCode } from '@/identity/server/sign-in-routes';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleSendCode(request, appIdentityRouteDeps);
}
