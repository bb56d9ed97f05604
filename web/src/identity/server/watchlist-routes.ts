import { isAvailable } from '@/domain/vehicle-availability';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { clientAddress } from '@/server/rate-limits';
import { checkPhone } from '../rules/identity-input';
import { TEXT } from '../rules/identity-text';
import { identityJson, readJsonObject, unavailable } from './identity-http';
import { consumeAll, LIMITS } from './identity-limits';
import type { IdentityRouteDeps } from './identity-route-deps';
import { shopperOf } from './shopper-session';
import { isInWatchlist, removeFromWatchlist, saveToWatchlist, watchlistIds } from './watchlist-store';

type Change = 'save' | 'remove';

/**
 * POST /api/watchlist/save-car and /remove-car (SPEC 7): JSON `phone_number`, `car_id`; answers
 * `{ success }` (with `error` when refused). The shopper is the session's, the tenant the host's:
 * a body phone that is not the session's is 403, and only this site's cars can be saved.
 */
export async function handleWatchlistChange(change: Change, request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return identityJson({ success: false, error: TEXT.unknownSite }, 404);
    const auth = deps.auth(request);
    const shopper = await shopperOf(auth);
    if (!shopper) return identityJson({ success: false, error: TEXT.signInRequired }, 401, auth.jar);
    const read = await readJsonObject(request);
    if (!read.ok) return read.response;
    const { phone_number: phoneNumber, car_id: rawCarId } = read.body;
    if (phoneNumber !== undefined && phoneNumber !== null && phoneNumber !== '') {
      const phone = checkPhone(phoneNumber);
      if (!phone.ok || phone.value !== shopper.phone) return identityJson({ success: false, error: TEXT.notYourPhone }, 403, auth.jar);
    }
    const carId = typeof rawCarId === 'string' && /^\d{1,9}$/.test(rawCarId) ? Number(rawCarId) : rawCarId;
    if (typeof carId !== 'number' || !Number.isSafeInteger(carId) || carId <= 0) return identityJson({ success: false, error: TEXT.badCar }, 400, auth.jar);

    const limit = await consumeAll(await deps.limiter(), [
      [LIMITS.watchlistPerAddress, clientAddress(request)],
      [LIMITS.watchlistPerShopper, shopper.id],
    ]);
    if (!limit.allowed) return identityJson({ success: false, error: TEXT.tooManySaves }, 429, auth.jar, { 'retry-after': String(limit.retryAfterSeconds) });

    const db = await deps.db();
    const owner = { siteSlug: site.slug, userId: shopper.id, phone: shopper.phone };
    if (change === 'remove') {
      await removeFromWatchlist(db, owner, carId);
      return identityJson({ success: true }, 200, auth.jar);
    }
    const vehicle = await findVehicleById(db, site.slug, carId);
    if (!vehicle || !vehicle.show_on_dealer_website) return identityJson({ success: false, error: TEXT.carNotFound }, 404, auth.jar);
    // SPEC 4: sold cars are not offered for saving unless already saved.
    if (!isAvailable(vehicle.status) && !(await isInWatchlist(db, owner, carId))) return identityJson({ success: false, error: TEXT.carSold }, 409, auth.jar);
    await saveToWatchlist(db, owner, carId, vehicle.price);
    return identityJson({ success: true }, 200, auth.jar);
  } catch (error) {
    return unavailable(`watchlist ${change}`, error);
  }
}

/** GET /api/watchlist: the signed-in shopper's saved car ids on this site, for the Save buttons. */
export async function handleWatchlistIds(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return identityJson({ signedIn: false, phone: null, ids: [] }, 404);
    const auth = deps.auth(request);
    const shopper = request.headers.get('cookie') ? await shopperOf(auth) : null;
    if (!shopper) return identityJson({ signedIn: false, phone: null, ids: [] }, 200, auth.jar);
    const ids = await watchlistIds(await deps.db(), { siteSlug: site.slug, userId: shopper.id });
    return identityJson({ signedIn: true, phone: shopper.phone, ids }, 200, auth.jar);
  } catch (error) {
    return unavailable('watchlist', error);
  }
}
