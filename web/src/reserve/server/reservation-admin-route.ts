import { hasBearerKey } from '@/server/http/bearer-key';
import { readBoundedText } from '@/server/http/request-body';
import type { ReservationDeps } from './reservation-deps';
import { convert, release } from './reservation-service';
import { findReservation } from './reservation-store';

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const problem = (status: number, message: string) => json({ message, status }, status);

/**
 * POST /api/admin/reservations/{id} for the dealer (the vehicle feed's key): `{"action":"convert"}`
 * captures the deposit and marks the car sold; `{"action":"release"}` cancels the authorisation
 * and makes the car available again. Repeating an action changes nothing (409 with the state).
 */
export async function handleReservationAdmin(request: Request, id: string, deps: { adminKey: string | undefined; siteSlug: string | null | undefined; reservations: () => Promise<ReservationDeps> }): Promise<Response> {
  if (!hasBearerKey(request, deps.adminKey)) return problem(401, 'Send the admin API key as "Authorization: Bearer <key>".');
  if (deps.siteSlug === undefined || !/^[0-9a-f-]{36}$/.test(id)) return problem(404, 'Reservation not found.');
  const text = await readBoundedText(request, 1024);
  let action: unknown;
  try {
    action = typeof text === 'string' && text !== 'too-large' && text !== 'unreadable' ? (JSON.parse(text) as { action?: unknown }).action : undefined;
  } catch {
    action = undefined;
  }
  if (action !== 'convert' && action !== 'release') return problem(400, 'Send {"action": "convert"} or {"action": "release"}.');
  const reservations = await deps.reservations();
  const current = await findReservation(reservations.db, id);
  if (!current || (deps.siteSlug !== null && current.site_slug !== deps.siteSlug)) return problem(404, 'Reservation not found.');
  const before = current.state;
  const after = action === 'convert' ? await convert(reservations, id) : await release(reservations, id, 'dealer');
  const state = after?.state ?? before;
  if (state === before) return json({ message: `The reservation is ${before}; nothing changed.`, status: 409, state }, 409);
  return json({ id, reference: current.reference, state, payment_reference: current.payment_intent_id }, 200);
}
