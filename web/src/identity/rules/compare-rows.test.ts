import { describe, expect, it } from 'vitest';
import { compareIds, compareRows, type ComparedCar } from './compare-rows';

const car = (overrides: Partial<ComparedCar>): ComparedCar => ({
  price: 30000, km: 42000, year: 2021, car_type: 'used', body: 'Utility', simple_body: 'Ute', fuel: 'Diesel', simple_fuel: 'Diesel',
  trans: '6 speed automatic', simple_transmission: 'Automatic', simple_drive: '4x4', engine_size_litres: 2.8, seats: 5, doors: 4, colour: 'White', ...overrides,
});

describe('compare view rows', () => {
  it('shows each field for every car and marks the fields where they differ', () => {
    const rows = compareRows([car({}), car({ price: 35990, km: null }), car({ price: 0 })]);
    expect(rows.find((r) => r.label === 'Price')).toEqual({ label: 'Price', values: ['$30,000', '$35,990', 'Enquire for price'], differs: true });
    expect(rows.find((r) => r.label === 'Odometer')).toEqual({ label: 'Odometer', values: ['42,000 km', '–', '42,000 km'], differs: true });
    expect(rows.find((r) => r.label === 'Fuel')).toEqual({ label: 'Fuel', values: ['Diesel', 'Diesel', 'Diesel'], differs: false });
    expect(rows.map((r) => r.label)).toEqual(['Price', 'Odometer', 'Year', 'Condition', 'Body', 'Fuel', 'Transmission', 'Drive', 'Engine', 'Seats', 'Doors', 'Colour']);
  });

  it.each([
    ['1,2,3', [1, 2, 3]],
    ['3,3,1', [3, 1]],
    ['1,2,3,4,5', [1, 2, 3, 4]],
    ['0,-1,x,12345678901,7', [7]],
    [['5,6'], [5, 6]],
    [undefined, []],
  ])('reads ids %j as %j', (raw, expected) => {
    expect(compareIds(raw)).toEqual(expected);
  });
});
