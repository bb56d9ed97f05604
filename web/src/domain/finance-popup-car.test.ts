import { describe, expect, it } from 'vitest';
import { financePopupAttributes, financePopupCar } from './finance-popup-car';

/** The dataset a browser gives for the attributes (data-car-id → carId). */
const datasetOf = (attributes: Record<string, string | undefined>) => Object.fromEntries(Object.entries(attributes)
  .filter(([name]) => name !== 'data-get-finance')
  .map(([name, value]) => [name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]));

describe('the car a card Get Finance link carries', () => {
  it.each([
    ['a priced car', { id: 41, title: '2021 Toyota Corolla Ascent Sport', price: 29990 }],
    ['a car without a price', { id: 7, title: '2019 Mazda CX-5 Maxx', price: null }],
  ])('round-trips %s', (_name, car) => {
    expect(financePopupCar(datasetOf({ ...financePopupAttributes(car) }))).toEqual(car);
  });

  it('leaves out a price of 0 (the popup starts at its default amount)', () => {
    expect(financePopupAttributes({ id: 3, title: 'Car', price: 0 })).not.toHaveProperty('data-car-price');
  });

  it.each([
    ['no id', { carTitle: 'Car' }],
    ['an id that is not a whole number', { carId: '4.5', carTitle: 'Car' }],
    ['a negative id', { carId: '-4', carTitle: 'Car' }],
    ['no title', { carId: '4', carTitle: '  ' }],
  ])('names no car with %s', (_name, dataset) => {
    expect(financePopupCar(dataset)).toBeNull();
  });

  it('ignores a price that is not a positive number', () => {
    expect(financePopupCar({ carId: '4', carTitle: 'Car', carPrice: 'abc' })).toEqual({ id: 4, title: 'Car', price: null });
  });
});
