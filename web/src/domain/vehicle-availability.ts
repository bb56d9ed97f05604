/**
 * SPEC 4 "Vehicle availability": in_stock and coming_soon cars are available (full card, price,
 * tags, buttons); sold or any other status is unavailable and only invites a similar car.
 */
export type VehicleStatus = 'in_stock' | 'coming_soon' | 'sold' | 'other';

export function isAvailable(status: VehicleStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

