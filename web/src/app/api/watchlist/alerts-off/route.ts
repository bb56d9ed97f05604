import { handleAlertOptOut } from '@/identity/alerts/alert-opt-out-route';
import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';

export function POST(request: Request) {
  return handleAlertOptOut(request, appIdentityRouteDeps);
}
