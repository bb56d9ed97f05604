import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, deliveryReducer, distanceKm, postcodeError, priceForDistance, type DeliveryState } from './delivery';

describe('postcode validation', () => {
  it.each([
    ['', DELIVERY_MESSAGES.empty], ['   ', DELIVERY_MESSAGES.empty], ['400', DELIVERY_MESSAGES.invalid],
    ['40000', DELIVERY_MESSAGES.invalid], ['40a0', DELIVERY_MESSAGES.invalid], ['4000', null], [' 2000 ', null],
  ])('"%s" → %s', (input, expected) => {
    expect(postcodeError(input)).toBe(expected);
  });
});

describe('delivery states', () => {
  const idle: DeliveryState = { status: 'idle' };
  const loading: DeliveryState = { status: 'loading', postcode: '4000' };
  const estimate = { price: 300, name: 'Brisbane' };
  it.each<[string, DeliveryState, Parameters<typeof deliveryReducer>[1], DeliveryState]>([
    ['valid submit loads', idle, { type: 'submit', postcode: '4000' }, loading],
    ['empty submit errors', idle, { type: 'submit', postcode: '' }, { status: 'error', message: DELIVERY_MESSAGES.empty }],
    ['invalid submit errors', idle, { type: 'submit', postcode: '12' }, { status: 'error', message: DELIVERY_MESSAGES.invalid }],
    ['found shows the result', loading, { type: 'found', estimate }, { status: 'result', postcode: '4000', estimate }],
    ['not found says sorry', loading, { type: 'notFound' }, { status: 'error', message: DELIVERY_MESSAGES.noEstimate }],
    ['failure says sorry', loading, { type: 'failed' }, { status: 'error', message: DELIVERY_MESSAGES.noEstimate }],
    ['a late answer is ignored', idle, { type: 'found', estimate }, idle],
    ['reset', loading, { type: 'reset' }, idle],
  ])('%s', (_name, state, event, expected) => {
    expect(deliveryReducer(state, event)).toEqual(expected);
  });
});

describe('zones and distance', () => {
  const zones = [{ maxKm: 1000, price: 900, name: 'Interstate' }, { maxKm: 50, price: 0, name: 'Local' }, { maxKm: 200, price: 250, name: 'Regional' }];
  it.each([[10, 'Local'], [50, 'Local'], [120, 'Regional'], [999, 'Interstate'], [1500, null]])('%d km → %s', (km, name) => {
    expect(priceForDistance(km, zones)?.name ?? null).toBe(name);
  });
  it('measures Brisbane to Sydney', () => {
    expect(Math.round(distanceKm({ lat: -27.4698, long: 153.0251 }, { lat: -33.8688, long: 151.2093 }))).toBe(732);
  });
});
