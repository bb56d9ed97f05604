import type { VehicleRow } from '@dealer/migrations/database-types';

/** A vehicle as the app uses it: the database row with numeric columns as numbers. */
export type Vehicle = Omit<VehicleRow, 'price' | 'before_price' | 'subscription_price' | 'reserve_amount' | 'engine_size_litres'> & {
  price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  reserve_amount: number | null;
  engine_size_litres: number | null;
};

const toNumber = (value: string | number | null): number | null => (value == null ? null : Number(value));

/** Postgres returns numeric as text (to keep precision); prices fit a double comfortably. */
export function toVehicle(row: VehicleRow): Vehicle {
  return {
    ...row,
    price: toNumber(row.price),
    before_price: toNumber(row.before_price),
    subscription_price: toNumber(row.subscription_price),
    reserve_amount: toNumber(row.reserve_amount),
    engine_size_litres: toNumber(row.engine_size_litres),
  };
}
