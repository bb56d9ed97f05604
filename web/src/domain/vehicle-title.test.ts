import { describe, expect, it } from 'vitest';
import { conditionLabel, vehicleTitle, type TitledVehicle } from './vehicle-title';

describe('vehicleTitle', () => {
  it.each<[TitledVehicle, string]>([
    [{ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', series: 'ZWE211R' }, '2021 Toyota Corolla Ascent Sport ZWE211R'],
    [{ year: 2021, make: 'Toyota', model: 'Corolla', badge: null, series: null }, '2021 Toyota Corolla'],
    [{ year: 2019, make: 'Ford', model: 'Ranger', badge: 'null', series: '  ' }, '2019 Ford Ranger'],
    [{ year: null, make: 'Jayco', model: 'Journey' }, 'Jayco Journey'],
  ])('%j → %s', (vehicle, expected) => {
    expect(vehicleTitle(vehicle)).toBe(expected);
  });
});

describe('conditionLabel', () => {
  it.each([['new', 'New'], ['demo', 'Demo'], ['used', 'Used']] as const)('%s → %s', (carType, expected) => {
    expect(conditionLabel(carType)).toBe(expected);
  });
});
