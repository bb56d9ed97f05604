import { describe, expect, it } from 'vitest';
import { financeHref } from './finance-link';
import { financePopupCar } from './finance-popup-car';

describe('the car a card Get Finance link opens the popup for', () => {
  it('comes from the finance link and the accessible name the card already has', () => {
    const href = financeHref({ id: 41, dealership_slug: 'metro-kia', price: 29990, car_type: 'used', vin: 'JT1' });
    expect(financePopupCar(href, 'Get Finance: 2021 Toyota Corolla Ascent Sport')).toEqual({ id: 41, title: '2021 Toyota Corolla Ascent Sport', price: 29990 });
  });

  it.each([
    ['the default finance link (no car)', '/finance', 'Get Finance: Car'],
    ['a link without car_id', '/apply-for-finance?vehiclePriceBudget=100', 'Get Finance: Car'],
    ['an id that is not a whole number', '/finance?car_id=4.5', 'Get Finance: Car'],
    ['a negative id', '/finance?car_id=-4', 'Get Finance: Car'],
    ['no title', '/finance?car_id=4', 'Get Finance:  '],
    ['no link', null, 'Get Finance: Car'],
  ])('names no car for %s', (_name, href, label) => {
    expect(financePopupCar(href, label)).toBeNull();
  });

  it('has no price without a positive vehiclePriceBudget', () => {
    expect(financePopupCar('/finance?car_id=4&vehiclePriceBudget=abc', 'Get Finance: Car')).toEqual({ id: 4, title: 'Car', price: null });
  });
});
