import { priceCheckResult, type PriceCheckResult } from '@/domain/price-check';
import type { PriceCheckPort, PriceCheckVehicle } from './price-check-port';

/**
 * The embedded price check: a market range around the car's stored market averages (state
 * average preferred), ±8%, with a confidence that falls with age and kilometres. Deterministic,
 * so tests and demos see the same panel every time.
 */
export function localPriceCheck(vehicle: PriceCheckVehicle): PriceCheckResult | null {
  const average = vehicle.autograb_data?.state_average_market_price ?? vehicle.autograb_data?.average_market_price ?? null;
  if (!average || !vehicle.price || vehicle.price <= 0) return null;
  const age = Math.max(0, new Date().getFullYear() - vehicle.year);
  return priceCheckResult({ ...vehicle, price: vehicle.price }, {
    min: Math.round((average * 0.92) / 100) * 100,
    max: Math.round((average * 1.08) / 100) * 100,
    average,
    confidence: Math.round(Math.max(0.1, 0.9 - age * 0.04 - (vehicle.km ?? 0) / 1_000_000) * 100) / 100,
  });
}

export const localPriceCheckPort: PriceCheckPort = {
  adapter: 'local',
  check: async (vehicle) => localPriceCheck(vehicle),
};
