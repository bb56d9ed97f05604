import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import type { Location } from '@dealer/schemas/content/location';
import { isoInZone } from '@/lib/time-zone';
import { locationTimeZone } from '@/locations/hours/hours-options';
import { offeredSlotAt, offeredSlots, openSlots, type SlotDay, type SlotHours } from '../slot-times';
import { bookedStarts, type SlotBooking } from './slot-bookings';

type CarPlace = { id: number; location_slug: string };

/** The hours and zone test drives of a car follow: its location's; null when it has no opening hours. */
export function slotHoursFor(locations: readonly Location[], car: CarPlace): SlotHours | null {
  const location = locations.find((l) => l.slug === car.location_slug);
  if (!location || !location.openingHours.some((day) => day.status === 'Open')) return null;
  return { hours: location.openingHours, specials: location.specialHours, timeZone: locationTimeZone(location) };
}

export type CarSlots = { timeZone: string; days: SlotDay[] };

/** The slots a shopper can book for a car now: offered by its location's hours and not yet booked. */
export async function carSlots(db: Kysely<Database>, siteSlug: string, locations: readonly Location[], car: CarPlace, now: Date): Promise<CarSlots | null> {
  const hours = slotHoursFor(locations, car);
  if (!hours) return null;
  const booked = await bookedStarts(db, siteSlug, car.id, now);
  return { timeZone: hours.timeZone, days: openSlots(offeredSlots(hours, now), booked) };
}

export type SlotRequest =
  | { kind: 'none' }
  | { kind: 'booking'; booking: SlotBooking; /** The slot as the lead carries it: in the location's zone, e.g. '2026-11-26T10:00:00+10:00'. */ dateTime: string }
  | { kind: 'not-offered' };

/** What a test-drive submission's `slot` asks for: nothing, a slot the car's location offers now, or something else. */
export function slotRequest(locations: readonly Location[], car: CarPlace | null, slot: unknown, now: Date): SlotRequest {
  if (slot === undefined || slot === null || slot === '') return { kind: 'none' };
  const hours = car ? slotHoursFor(locations, car) : null;
  const startsAt = car && hours && typeof slot === 'string' ? offeredSlotAt(hours, now, slot) : null;
  if (!car || !hours || !startsAt) return { kind: 'not-offered' };
  return { kind: 'booking', booking: { vehicleId: car.id, startsAt, locationSlug: car.location_slug }, dateTime: isoInZone(startsAt, hours.timeZone) };
}
