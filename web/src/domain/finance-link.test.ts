import { expect, it } from 'vitest';
import { financeHref } from './finance-link';

const car = { id: 41, dealership_slug: 'valley', price: 29990, car_type: 'used', vin: 'JT123' };
it.each([
  ['built from the vehicle', car, '/finance?preferredDealership=valley&vehiclePriceBudget=29990&car_id=41&car_type=used&vin=JT123#finance-form'],
  ['without a vin', { ...car, vin: null }, '/finance?preferredDealership=valley&vehiclePriceBudget=29990&car_id=41&car_type=used#finance-form'],
  ['no price → default', { ...car, price: null }, '/finance'],
  ['zero price → default', { ...car, price: 0 }, '/finance'],
] as const)('%s', (_name, vehicle, expected) => {
  expect(financeHref(vehicle)).toBe(expected);
});
