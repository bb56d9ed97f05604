import { connection } from 'next/server';
import { appIdentityRouteDeps } from '@/identity/server/identity-route-deps';
import { handleWatchlistIds } from '@/identity/server/watchlist-routes';

/** Per visitor: `connection()` keeps the build from running it once and keeping that answer. */
export async function GET(request: Request) {
  await connection();
  return handleWatchlistIds(request, appIdentityRouteDeps);
}
