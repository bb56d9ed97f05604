import { database } from '@/ports/database';
import { clientAddress } from '@/server/rate-limits';
import { databaseLimiter, LIMITS } from '@/identity/server/identity-limits';
import { authConfig } from '../../ports/auth/auth-config';
import { appGoTrueDeps } from './app-gotrue-deps';
import { handleLocalGoTrue } from '../../ports/auth/local-gotrue/handler';

/**
 * `/auth/v1/*`: the local GoTrue while the auth port runs on its embedded default; 404 once
 * Supabase Auth is configured (the shopper's browser never needs it: sign-in goes through the
 * app's server). Calls from the network count against the same per-address limits as the app's
 * own sign-in routes.
 */
export async function handleAuthApi(request: Request): Promise<Response> {
  if (authConfig().adapter !== 'local-gotrue') return Response.json({ message: 'no Route matched with those values' }, { status: 404 });
  const path = new URL(request.url).pathname.replace(/^\/auth\/v1/, '') || '/';
  const limiter = databaseLimiter((await database()).db);
  const deps = await appGoTrueDeps(async (kind, _siteSlug, address) => {
    const limit = kind === 'otp' ? LIMITS.codePerAddress : LIMITS.verifyPerAddress;
    return (await limiter.consume(limit, address)).allowed;
  });
  return handleLocalGoTrue(request, path, deps, clientAddress(request));
}
