import { isAvailable, type VehicleStatus } from '@/domain/vehicle-availability';

/**
 * SPEC 4 "Compare/favourite toggle: shown only when the feature is on and the car is in stock; on
 * some tenants only when used, price > 0 and it has images." The site chooses which (its
 * `features.shortlistCondition`); the stricter rule still needs the car in stock.
 */
export type ShortlistCondition = 'inStock' | 'usedPricedWithImages';

export type ShortlistCar = {
  status: VehicleStatus;
  car_type: string;
  price: number | null;
  /** How many photos the car has (a card knows `photos_count`, a vehicle page its images). */
  imageCount: number;
};

export function canShortlist(condition: ShortlistCondition, car: ShortlistCar): boolean {
  if (!isAvailable(car.status)) return false;
  if (condition === 'inStock') return true;
  return car.car_type === 'used' && car.price !== null && car.price > 0 && car.imageCount > 0;
}
