import { DAY_MS, addMs } from '../dates';
import type { Random } from '../random';
import type { CarType } from '../tenants/tenant-types';

export type Lifecycle = {
  status: 'in_stock' | 'coming_soon' | 'sold' | 'other';
  /** Sold recently enough to stay listed (inside the site's sold window). */
  soldRecently: boolean;
  created_at: string;
  updated_at: string;
  sold_date: string | null;
};

const HOUR_MS = 60 * 60 * 1000;
const seconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * Availability and timestamps relative to the reference date. Sold cars are split between those
 * inside the site's window (still listed, "Just Sold") and those sold long ago (hidden), and a share
 * of stock is younger than 8 days so the 'New' tag shows.
 */
export function lifecycle(carType: CarType, soldWindowDays: number, referenceDate: Date, random: Random): Lifecycle {
  const status = random.weighted([
    ['in_stock', 80],
    ['coming_soon', carType === 'used' ? 4 : 8],
    ['sold_recent', 5],
    ['sold_old', 7],
    ['other', 1.5],
  ] as const);
  const now = referenceDate.getTime();
  if (status === 'sold_recent' || status === 'sold_old') {
    // Inside the window with a day to spare: the seed's reference date is the start of today, and
    // the site checks the window against the current time later that day.
    const soldAgoMs = status === 'sold_recent'
      ? random.float(HOUR_MS, Math.max(2 * HOUR_MS, (soldWindowDays - 1) * DAY_MS))
      : random.float((soldWindowDays + 2) * DAY_MS, 150 * DAY_MS);
    const sold = seconds(new Date(now - soldAgoMs));
    const created = seconds(addMs(sold, -random.float(4 * DAY_MS, 90 * DAY_MS)));
    return { status: 'sold', soldRecently: status === 'sold_recent', created_at: created.toISOString(), updated_at: sold.toISOString(), sold_date: sold.toISOString() };
  }
  const fresh = status === 'coming_soon' ? random.chance(0.5) : random.chance(0.07);
  const ageMs = fresh ? random.float(2 * HOUR_MS, 7.5 * DAY_MS) : random.float(8.5 * DAY_MS, 160 * DAY_MS);
  const created = seconds(new Date(now - ageMs));
  const updated = seconds(new Date(created.getTime() + random.next() * (now - created.getTime())));
  return { status, soldRecently: false, created_at: created.toISOString(), updated_at: updated.toISOString(), sold_date: null };
}

export type TagInput = { carType: CarType; status: Lifecycle['status']; km: number | null; age: number; kmPerYear: number; wasPrice: boolean; createdRecently: boolean };

/** The dealer's own tag text; the card shows it below reserved, certified and electric tags. */
export function dealerTag(input: TagInput, random: Random): string | null {
  if (input.status === 'sold') return random.chance(0.3) ? 'SOLD' : null;
  if (input.status !== 'in_stock' && input.status !== 'coming_soon') return null;
  if (input.carType === 'demo' && random.chance(0.2)) return 'Test Drive Only';
  if (input.createdRecently && random.chance(0.4)) return 'Just Arrived';
  if (input.carType === 'used') {
    const lowKm = input.km !== null && input.kmPerYear > 0 && input.km < Math.max(1, input.age) * input.kmPerYear * 0.55;
    if (lowKm && random.chance(0.4)) return 'Low Kms';
    if (random.chance(0.05)) return 'One Owner';
  }
  if (input.wasPrice && random.chance(0.15)) return 'Price Drop';
  return null;
}
