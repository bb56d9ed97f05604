import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleWatchlistChange } from '@/identity/server/watchlist-routes';

/** SPEC 7 POST /api/watchlist/remove-car. */
export function POST(request: Request) {
  return handleWatchlistChange('remove', request, appIdentityRouteDeps);
}
