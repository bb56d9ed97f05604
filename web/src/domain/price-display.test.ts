import { describe, expect, it } from 'vitest';
import { isSubscriptionSite, priceDisplay, priceLine, priceOptionsFor, type PricedVehicle, type PriceDisplayOptions } from './price-display';

const car = (overrides: Partial<PricedVehicle>): PricedVehicle => ({
  price: null, before_price: null, subscription_price: null, preorder: false, price_type: null, ...overrides,
});
const purchaseSite: PriceDisplayOptions = { subscriptionSite: false, noPriceText: 'Enquire for price' };
const subscriptionSite: PriceDisplayOptions = { subscriptionSite: true, noPriceText: 'Enquire for price' };

describe('priceDisplay', () => {
  it.each<[string, PricedVehicle, PriceDisplayOptions, Record<string, unknown>]>([
    ['subscription price on a subscription site', car({ price: 30000, subscription_price: 189 }), subscriptionSite,
      { kind: 'subscription', text: '$189', label: '/ week' }],
    ['subscription price ignored on a purchase site', car({ price: 30000, subscription_price: 189 }), purchaseSite,
      { kind: 'price', text: '$30,000' }],
    ['zero subscription price falls through to the price', car({ price: 30000, subscription_price: 0 }), subscriptionSite,
      { kind: 'price', text: '$30,000' }],
    ['price over 10', car({ price: 29990, price_type: 'Drive Away' }), purchaseSite,
      { kind: 'price', text: '$29,990', priceType: 'Drive Away', wasPrice: null }],
    ['price of exactly 10 is a placeholder', car({ price: 10 }), purchaseSite, { kind: 'noPrice', text: 'Enquire for price' }],
    ['price of 11 is real', car({ price: 11 }), purchaseSite, { kind: 'price', text: '$11' }],
    ['blank price type becomes null', car({ price: 5000, price_type: '  ' }), purchaseSite, { kind: 'price', priceType: null }],
    ['preorder without a price', car({ price: 0, preorder: true }), purchaseSite, { kind: 'preorder', text: 'PREORDER' }],
    ['a real price wins over preorder', car({ price: 45000, preorder: true }), purchaseSite, { kind: 'price', text: '$45,000' }],
    ['no price uses the site text', car({ price: null }), { subscriptionSite: false, noPriceText: 'Call for price' },
      { kind: 'noPrice', text: 'Call for price' }],
    ['empty site text falls back to the default', car({ price: 0 }), { subscriptionSite: false, noPriceText: '' },
      { kind: 'noPrice', text: 'Enquire for price' }],
    ['was-price when before_price is higher', car({ price: 29990, before_price: 32990 }), purchaseSite,
      { kind: 'price', wasPrice: '$32,990' }],
    ['no was-price when before_price is equal', car({ price: 29990, before_price: 29990 }), purchaseSite,
      { kind: 'price', wasPrice: null }],
    ['no was-price when before_price is lower', car({ price: 29990, before_price: 20000 }), purchaseSite,
      { kind: 'price', wasPrice: null }],
  ])('%s', (_name, vehicle, options, expected) => {
    expect(priceDisplay(vehicle, options)).toMatchObject(expected);
  });
});

describe('isSubscriptionSite: the site switch, not a constant (SPEC 4)', () => {
  const withSwitch = (subscription: boolean) => ({ features: { subscription }, search: { noPriceText: 'Enquire for price' } }) as Parameters<typeof priceOptionsFor>[0];
  it('is on exactly where the site turns it on', () => {
    expect(isSubscriptionSite(withSwitch(true))).toBe(true);
    expect(isSubscriptionSite(withSwitch(false))).toBe(false);
  });
  it("leads a subscribed car's price with '/ week' on that site only", () => {
    const subscribed = car({ price: 30990, subscription_price: 192 });
    expect(priceLine(priceDisplay(subscribed, priceOptionsFor(withSwitch(true))))).toBe('$192 / week');
    expect(priceLine(priceDisplay(subscribed, priceOptionsFor(withSwitch(false))))).toBe('$30,990');
  });
});

describe('priceLine', () => {
  it.each<[PricedVehicle, PriceDisplayOptions, string]>([
    [car({ price: 48990, price_type: 'Excl. Govt. Charges' }), purchaseSite, '$48,990 Excl. Govt. Charges'],
    [car({ price: 48990, price_type: '  ' }), purchaseSite, '$48,990'],
    [car({ price: 30000, subscription_price: 189 }), subscriptionSite, '$189 / week'],
    [car({ preorder: true }), purchaseSite, 'PREORDER'],
    [car({}), purchaseSite, 'Enquire for price'],
  ])('%o reads %s', (vehicle, options, expected) => {
    expect(priceLine(priceDisplay(vehicle, options))).toBe(expected);
  });
});
