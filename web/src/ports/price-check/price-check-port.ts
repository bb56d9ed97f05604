import type { PriceCheckResult } from '@/domain/price-check';

export type PriceCheckVehicle = {
  id: number;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  km: number | null;
  price: number | null;
  state: string | null;
  autograb_data: { state_average_market_price?: number | null; average_market_price?: number | null } | null;
};

/**
 * The price-check (Autogauge / AutoGrab) port: where the listing sits in the market, as the
 * price-check object of SPEC 3 whichever adapter answers. Null when the service has no data for
 * the car ('No data returned'); a service failure throws.
 */
export interface PriceCheckPort {
  readonly adapter: 'autograb' | 'local';
  check(vehicle: PriceCheckVehicle): Promise<PriceCheckResult | null>;
}
