import { isAvailable, type VehicleStatus } from './vehicle-availability';

/**
 * SPEC 4 "Card tag priority" for available cars: electric/hybrid (where the site enables it),
 * Reserved, the certified pre-owned badge, the vehicle's own tag text, COMING SOON, 'New' when
 * created within the last 8 days, else none. Sold cars carry the site's sold tag
 * (default 'JUST SOLD'; one dealer uses 'Just Sold').
 */
export type TaggedVehicle = {
  status: VehicleStatus;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  fuel?: string | null;
  simple_fuel?: string | null;
  /** Seconds since the epoch (search records), or a Date (database rows). */
  created_at: number | Date;
};

export type CardTagOptions = { electricTag: boolean; soldTagText: string; now: Date };

export type CardTag = {
  kind: 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'comingSoon' | 'new' | 'sold';
  label: string;
};

export const NEW_TAG_DAYS = 8;
const DAY_MS = 86_400_000;

function createdAtMs(value: number | Date): number {
  if (value instanceof Date) return value.getTime();
  // Search records hold seconds; anything this large is already milliseconds.
  return value < 1e12 ? value * 1000 : value;
}

function fuelTag(vehicle: TaggedVehicle): CardTag | null {
  const fuel = `${vehicle.simple_fuel ?? ''} ${vehicle.fuel ?? ''}`.toLowerCase();
  if (fuel.includes('hybrid')) return { kind: 'hybrid', label: 'Hybrid' };
  if (fuel.includes('electric')) return { kind: 'electric', label: 'Electric' };
  return null;
}

export function cardTag(vehicle: TaggedVehicle, options: CardTagOptions): CardTag | null {
  if (!isAvailable(vehicle.status)) {
    return vehicle.status === 'sold' ? { kind: 'sold', label: options.soldTagText.trim() || 'JUST SOLD' } : null;
  }
  if (options.electricTag) {
    const tag = fuelTag(vehicle);
    if (tag) return tag;
  }
  if (vehicle.reserved) return { kind: 'reserved', label: 'Reserved' };
  if (vehicle.certified) return { kind: 'certified', label: 'Certified Pre-Owned' };
  const own = vehicle.tag?.trim();
  if (own) return { kind: 'custom', label: own };
  if (vehicle.status === 'coming_soon') return { kind: 'comingSoon', label: 'COMING SOON' };
  const ageMs = options.now.getTime() - createdAtMs(vehicle.created_at);
  if (ageMs < NEW_TAG_DAYS * DAY_MS) return { kind: 'new', label: 'New' };
  return null;
}
