import { expect, it } from 'vitest';
import { comparisonPanel } from '@/domain/price-check';
import { localPriceCheck } from './local-price-check';

const car = { id: 1, year: new Date().getFullYear() - 2, make: 'Toyota', model: 'RAV4', badge: 'GX', vin: null, km: 30000, price: 30000, state: 'QLD', autograb_data: { state_average_market_price: 31000, average_market_price: 30500 } };

it.each([
  ['below the average is great', car, 'great'],
  ['near the average is good', { ...car, price: 31500 }, 'good'],
  ['above is fair', { ...car, price: 33000 }, 'fair'],
] as const)('%s', (_name, vehicle, fill) => {
  const result = localPriceCheck(vehicle);
  expect(result?.fill).toBe(fill);
  expect(comparisonPanel(result)).not.toBeNull();
});

it('has no data without market averages or a price', () => {
  expect(localPriceCheck({ ...car, autograb_data: null })).toBeNull();
  expect(localPriceCheck({ ...car, price: null })).toBeNull();
});
