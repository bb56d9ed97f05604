import { describe, expect, it } from 'vitest';
import { maskPhone, reserveAmount, sellsOnline, vehicleButtons, type ButtonVehicle, type VehicleButton } from './vehicle-buttons';

const all: VehicleButton[] = ['enquire', 'testDrive', 'tradeIn', 'reserve', 'finance', 'call', 'chat', 'print', 'historyReport', 'share', 'save', 'location'];
const car: ButtonVehicle = { trade_in_permitted: true, checkout_enabled: true, reserve_amount: 200, file: '/report.pdf', available: true };
const site = { checkout: true, chat: true };

describe('vehicle buttons', () => {
  it.each<[string, typeof car, typeof site, VehicleButton[]]>([
    ['everything allowed', car, site, all],
    ['trade-in not permitted', { ...car, trade_in_permitted: false }, site, all.filter((b) => b !== 'tradeIn')],
    ['checkout disabled for the car', { ...car, checkout_enabled: false }, site, all.filter((b) => b !== 'reserve')],
    ['checkout off for the tenant', car, { ...site, checkout: false }, all.filter((b) => b !== 'reserve')],
    // SPEC 5: a blank amount hides the button's amount label, not the button.
    ['reserve amount $0', { ...car, reserve_amount: 0 }, site, all],
    ['reserve amount null', { ...car, reserve_amount: null }, site, all],
    ['held by a reservation', { ...car, reserved: true }, site, all.filter((b) => b !== 'reserve')],
    ['no file', { ...car, file: null }, site, all.filter((b) => b !== 'historyReport')],
    ['no chat', car, { ...site, chat: false }, all.filter((b) => b !== 'chat')],
    ['sold', { ...car, available: false }, site, ['call', 'print', 'share', 'location']],
  ])('%s', (_name, vehicle, flags, expected) => {
    expect(vehicleButtons(all, vehicle, flags)).toEqual(expected);
  });
  it.each([[200, 200], [0, null], [null, null]])('reserve amount %s → %s', (amount, expected) => {
    expect(reserveAmount(amount)).toBe(expected);
  });
});

describe('buy online', () => {
  it.each<[boolean, number | null, boolean]>([[true, 24_990, true], [true, 0, false], [true, null, false], [false, 24_990, false]])('reservable %s, price %s → %s', (canReserve, price, expected) => {
    expect(sellsOnline(canReserve, price)).toBe(expected);
  });
});

describe('phone mask', () => {
  it.each([['07 3123 4567', '07 31XX XXXX'], ['1300 123 456', '1300 XXX XXX'], ['123', '123']])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
