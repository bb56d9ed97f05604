import { fieldErrors } from '@/leads/schema/field-errors';
import { hasBearerKey } from '@/server/http/bearer-key';
import { readBoundedText } from '@/server/http/request-body';
import { applyVehicleChange, vehicleChangeSchema, type VehicleChangeDeps } from './vehicle-changes';

export type VehicleChangeRouteDeps = {
  /** The server-side key the dealer feed sends as `Authorization: Bearer …`; unset refuses every call. */
  adminKey: string | undefined;
  /** The tenant of the Host header; null on the platform host (any site's vehicle), undefined for an unknown host. */
  siteSlug: string | null | undefined;
  change?: VehicleChangeDeps;
};

const MAX_BODY_BYTES = 16_384;

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const problem = (status: number, message: string) => json({ message, status }, status);

/**
 * `POST /api/admin/vehicles/{id}` for the dealer feed: applies a change (price, status,
 * reserved, sold) through `applyVehicleChange`. 401 without the admin key, 400 with a message
 * per field for a bad body, 404 for a vehicle that is not the tenant's.
 */
export async function handleVehicleChangePost(request: Request, idText: string, deps: VehicleChangeRouteDeps): Promise<Response> {
  if (!hasBearerKey(request, deps.adminKey)) {
    return json({ message: 'Send the admin API key as "Authorization: Bearer <key>".', status: 401 }, 401);
  }
  if (deps.siteSlug === undefined) return problem(404, 'Unknown site.');
  const id = Number(idText);
  if (!/^\d{1,9}$/.test(idText) || !Number.isSafeInteger(id)) return problem(404, 'Vehicle not found.');

  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === 'too-large') return problem(400, 'The request body is too large.');
  if (text === 'unreadable') return problem(400, 'The request body is not valid UTF-8 JSON.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'The request body must be JSON.');
  }
  const parsed = vehicleChangeSchema.safeParse(body);
  if (!parsed.success) return json({ message: 'Invalid vehicle change.', status: 400, fieldErrors: fieldErrors(parsed.error) }, 400);

  const applied = await applyVehicleChange(deps.siteSlug, id, parsed.data, deps.change);
  if (!applied) return problem(404, 'Vehicle not found.');
  const { vehicle, search } = applied;
  return json({
    id: vehicle.id, site_slug: vehicle.site_slug, slug: vehicle.slug, price: vehicle.price, before_price: vehicle.before_price,
    status: vehicle.status, reserved: vehicle.reserved, sold_date: vehicle.sold_date, show_on_dealer_website: vehicle.show_on_dealer_website, search,
  }, 200);
}
