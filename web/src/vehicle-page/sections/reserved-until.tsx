import { formatHoldEnd } from '@/lib/hold-time';
import { holdEndOf } from '@/vehicles/reservation-hold';

/** A reserved car's notice (SPEC 9): 'Reserved until Tue 3:40 pm AEST' in the dealer's time zone. */
export async function ReservedUntil({ vehicleId, state }: { vehicleId: number; state: string | null | undefined }) {
  const until = await holdEndOf(vehicleId).catch(() => null);
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 font-semibold text-amber-950" data-testid="reserved-notice">
      {until ? `Reserved until ${formatHoldEnd(until, state)}` : 'Reserved'}
    </p>
  );
}
