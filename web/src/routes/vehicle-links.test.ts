import { describe, expect, it } from 'vitest';
import {
  carTypeSearchHref, enquireHref, financeHref, reserveHref, searchHref, similarHref, testDriveHref, toSlug, vehicleHref, type LinkedVehicle,
} from './vehicle-links';

const car: LinkedVehicle = {
  id: 42, slug: '2021-toyota-corolla-ascent-42', make: 'Toyota', model: 'Corolla', car_type: 'used', price: 24990.5, dealership_slug: 'riverside-toyota',
};

describe('vehicle links', () => {
  it.each([
    ['vehicle', vehicleHref(car), '/cars/2021-toyota-corolla-ascent-42'],
    ['test drive', testDriveHref(car), '/book-test-drive?car_id=42'],
    ['finance', financeHref(car), '/finance?preferredDealership=riverside-toyota&vehiclePriceBudget=24991&car_id=42&car_type=used#finance-form'],
    ['finance without price: the default link', financeHref({ ...car, price: 0 }), '/finance'],
    ['reserve', reserveHref(car, { checkoutPath: 'checkout' }), '/cars/2021-toyota-corolla-ascent-42/checkout'],
    ['buy online', reserveHref(car, { checkoutPath: 'buy-online' }), '/cars/2021-toyota-corolla-ascent-42/buy-online'],
    ['enquire', enquireHref(car), '/contact?car_id=42'],
    ['similar', similarHref(car), '/contact?car_id=42&subcategory=Find+me+something+similar'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('searchHref', () => {
  it.each<[string | null, string[], string]>([
    [null, [], '/search/new-used-and-demo-cars'],
    [null, ['Toyota'], '/search/toyota'],
    [null, ['Mercedes-Benz', 'C-Class'], '/search/mercedes-benz/c-class'],
    ['used-cars', ['Toyota'], '/search/used-cars/toyota'],
    ['used-cars', ['SUV'], '/search/used-cars/suv'],
    ['/used-cars/', [], '/search/used-cars'],
  ])('prefix %s %j', (usedCarPrefix, segments, expected) => {
    expect(searchHref({ usedCarPrefix }, ...segments)).toBe(expected);
  });

  it.each<[string | null, LinkedVehicle['car_type'], string]>([
    [null, 'used', '/search/used-cars'],
    [null, 'demo', '/search/demo-cars'],
    ['used-cars', 'used', '/search/used-cars'],
  ])('car type %s %s', (usedCarPrefix, carType, expected) => {
    expect(carTypeSearchHref({ usedCarPrefix }, carType)).toBe(expected);
  });
});

describe('toSlug', () => {
  it.each([
    ['Land Rover', 'land-rover'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['  Cab Chassis ', 'cab-chassis'],
    ['Škoda', 'skoda'],
  ])('%s → %s', (text, expected) => {
    expect(toSlug(text)).toBe(expected);
  });
});
