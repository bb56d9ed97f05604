import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatHoldEnd } from '@/lib/hold-time';
import { WaitlistButton } from '../islands/deferred-islands';
import { carTimeZone } from '@/vehicles/car-time-zone';
import { holdEndOf } from '@/vehicles/reservation-hold';

/**
 * A reserved car's notice (SPEC 9): 'Reserved until Tue 3:40 pm AEST' in the car's location's time
 * zone, and the waitlist for it ('Tell me if it comes back').
 */
export async function ReservedUntil({ site, vehicle }: { site: SiteConfig; vehicle: { id: number; location_slug: string } }) {
  const [until, zone] = await Promise.all([holdEndOf(vehicle.id).catch(() => null), carTimeZone(site, vehicle)]);
  return (
    <>
      <p className="rounded-md bg-amber-50 px-3 py-2 font-semibold text-amber-950" data-testid="reserved-notice">
        {until ? `Reserved until ${formatHoldEnd(until, zone)}` : 'Reserved'}
      </p>
      <WaitlistButton carId={vehicle.id} />
    </>
  );
}
