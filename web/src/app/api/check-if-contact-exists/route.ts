import { handleCheckContact } from '@/identity/server/contact-routes';
import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleCheckContact(request, appIdentityRouteDeps);
}
