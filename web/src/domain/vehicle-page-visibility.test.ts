import { expect, it } from 'vitest';
import { vehiclePageVisibility } from './vehicle-page-visibility';

const now = new Date('2026-06-10T00:00:00Z');
const car = { status: 'in_stock', show_on_dealer_website: true, sold_date: null, updated_at: '2026-06-01T00:00:00Z' };
it.each([
  ['in stock', car, 'available'],
  ['coming soon', { ...car, status: 'coming_soon' }, 'available'],
  ['hidden from the website', { ...car, show_on_dealer_website: false }, 'hidden'],
  ['sold 2 days ago', { ...car, status: 'sold', sold_date: '2026-06-08T00:00:00Z' }, 'sold'],
  ['sold exactly 3 days ago', { ...car, status: 'sold', sold_date: '2026-06-07T00:00:00Z' }, 'sold'],
  ['sold 4 days ago', { ...car, status: 'sold', sold_date: '2026-06-06T00:00:00Z' }, 'hidden'],
  ['other status, no sold date, updated long ago', { ...car, status: 'other' }, 'hidden'],
] as const)('%s', (_name, vehicle, expected) => {
  expect(vehiclePageVisibility(vehicle, now, 3)).toBe(expected);
});
