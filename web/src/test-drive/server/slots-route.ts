import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { carSlots } from './car-slots';

export type SlotsRouteDeps = {
  site(host: string | null): Promise<SiteConfig | null>;
  db(): Promise<Kysely<Database>>;
  locations(site: SiteConfig): Promise<readonly Location[]>;
  now?: () => Date;
};

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /api/test-drive/slots?car_id= (SPEC 7 "Test-drive appointment availability fetch"): the
 * slots a shopper can book for one of the Host's cars, `{timeZone, days: [{date, label, slots:
 * [{start, label}]}]}`; `days` is empty when every slot is taken, and null when the car's location
 * has no hours (the form then asks for a preferred time). 404 for a car this site does not show.
 */
export async function handleSlotsGet(request: Request, deps: SlotsRouteDeps): Promise<Response> {
  const carId = Number(new URL(request.url).searchParams.get('car_id'));
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return json({ error: 'There is no such site.' }, 404);
    if (!Number.isSafeInteger(carId) || carId <= 0) return json({ error: 'There is no such car.' }, 404);
    const db = await deps.db();
    const car = await findVehicleById(db, site.slug, carId);
    if (!car || !car.show_on_dealer_website) return json({ error: 'There is no such car.' }, 404);
    const slots = await carSlots(db, site.slug, await deps.locations(site), car, deps.now?.() ?? new Date());
    return json(slots ?? { timeZone: null, days: null }, 200);
  } catch (error) {
    console.error('[test-drive] slots could not be read', { error: error instanceof Error ? error.message : String(error) });
    return json({ error: 'The available times could not be loaded just now.' }, 503);
  }
}
