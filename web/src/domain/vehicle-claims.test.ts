import { describe, expect, it } from 'vitest';
import { depositAmount, vehicleClaims, type ClaimsVehicle } from './vehicle-claims';

const moneyBack = { text: '48-hour money-back guarantee on used cars', days: null, hours: 48, km: null };
const site = { claims: { deposit: { amount: 200, holdHours: 48 }, moneyBack, communityProgram: null, warrantyYears: 3 } };
const car = (overrides: Partial<ClaimsVehicle> = {}): ClaimsVehicle => ({ car_type: 'used', reserve_amount: null, price: 24990, price_type: 'Drive Away', ...overrides });

describe('vehicle claims', () => {
  it.each<[string, number | null, number | null]>([
    ["the car's own amount", 500, 500],
    ["the tenant's default when the car has none", null, 200],
    ['blank when the car says $0', 0, null],
  ])('deposit: %s', (_name, amount, expected) => {
    expect(depositAmount(site, amount)).toBe(expected);
    expect(vehicleClaims(site, car({ reserve_amount: amount })).deposit).toEqual({ amount: expected, holdHours: 48 });
  });

  it.each<[string, Partial<ClaimsVehicle>, number | null]>([
    ['drive away price', {}, 24990],
    ['drive-away spelt with a hyphen', { price_type: 'Drive-Away' }, 24990],
    ['excluding government charges is not drive away', { price_type: 'Excl. Govt. Charges' }, null],
    ['no price shown', { price: 0 }, null],
    ['no price type', { price_type: null }, null],
  ])('drive away: %s', (_name, overrides, expected) => {
    expect(vehicleClaims(site, car(overrides)).driveAway).toBe(expected);
  });

  it('gives used cars the dealer warranty and money-back, new and demo cars neither', () => {
    expect(vehicleClaims(site, car())).toMatchObject({ warrantyYears: 3, moneyBack });
    for (const carType of ['new', 'demo'] as const) expect(vehicleClaims(site, car({ car_type: carType }))).toMatchObject({ warrantyYears: null, moneyBack: null });
    expect(vehicleClaims({ claims: { ...site.claims, moneyBack: null } }, car()).moneyBack).toBeNull();
  });
});
