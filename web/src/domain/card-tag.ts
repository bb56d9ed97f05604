import { isAvailable, type VehicleStatus } from './vehicle-availability';

/**
 * SPEC 4 "Card tag priority" for available cars: electric/hybrid (where the site enables it),
 * Reserved, the certified pre-owned badge, the vehicle's own tag text, COMING SOON, 'New' when
 * created within the last 8 days, else none. Sold cars carry the site's sold tag
 * (default 'JUST SOLD'; one dealer uses 'Just Sold').
 *
 * Which condition earns which tag: the certified badge is the manufacturer's image badge, earned
 * by a certified used car on a site with the certified pre-owned programme (it is not a text
 * label); 'New' marks a new or demo car listed within 8 days: on a used car it would read as the
 * car's condition, so a used car never carries it. The card and the vehicle page both use this.
 */
export type TaggedVehicle = {
  status: VehicleStatus;
  car_type: 'new' | 'demo' | 'used';
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  fuel?: string | null;
  simple_fuel?: string | null;
  /** Seconds since the epoch (search records), or a Date (database rows). */
  created_at: number | Date;
};

export type CardTagOptions = { electricTag: boolean; certifiedPreOwned: boolean; soldTagText: string; now: Date };

export type CardTag = {
  kind: 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'comingSoon' | 'new' | 'sold';
  /** The text of a text tag; for the certified badge, the image's alternative text. */
  label: string;
};

/** The manufacturer's certified pre-owned badge (an image; its alt text is the tag's label). */
export const CERTIFIED_BADGE_SRC = '/badges/certified-pre-owned.svg';

/** The site's tag options from its features. */
export function cardTagOptions(features: { electricTag: boolean; certifiedPreOwned: boolean; soldTagText: string }, now: Date): CardTagOptions {
  return { electricTag: features.electricTag, certifiedPreOwned: features.certifiedPreOwned, soldTagText: features.soldTagText, now };
}

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
  if (vehicle.certified && options.certifiedPreOwned && vehicle.car_type === 'used') return { kind: 'certified', label: 'Certified Pre-Owned' };
  const own = vehicle.tag?.trim();
  if (own) return { kind: 'custom', label: own };
  if (vehicle.status === 'coming_soon') return { kind: 'comingSoon', label: 'COMING SOON' };
  if (vehicle.car_type === 'used') return null;
  const ageMs = options.now.getTime() - createdAtMs(vehicle.created_at);
  if (ageMs >= 0 && ageMs < NEW_TAG_DAYS * DAY_MS) return { kind: 'new', label: 'New' };
  return null;
}
