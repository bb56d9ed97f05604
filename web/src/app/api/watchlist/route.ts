import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleWatchlistIds } from '@/identity/server/watchlist-routes';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleWatchlistIds(request, appIdentityRouteDeps);
}
