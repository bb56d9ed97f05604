import { describe, expect, it } from 'vitest';
import { parseSearchPath, type SearchVocabulary } from './search-path';

const vocab: SearchVocabulary = {
  makes: ['Toyota', 'Mercedes-Benz', 'Kia'],
  makeModels: ['Toyota Corolla', 'Toyota LandCruiser Prado', 'Mercedes-Benz C-Class', 'Kia Sportage'],
  bodies: ['suv', 'sedan', 'ute'],
  locations: [{ slug: 'brisbane-city', name: 'Brisbane City' }],
  dealerships: [{ slug: 'metro-toyota', name: 'Metro Toyota' }],
};

describe('parseSearchPath', () => {
  it.each<[string, string | null, object | null]>([
    ['', null, {}],
    ['new-used-and-demo-cars', null, {}],
    ['used-cars', null, { car_type: ['used'] }],
    ['new-cars', null, { car_type: ['new'] }],
    ['demo-cars', null, { car_type: ['demo'] }],
    ['new-and-demo-cars', null, { car_type: ['new', 'demo'] }],
    ['toyota', null, { make: ['Toyota'] }],
    ['Toyota', null, { make: ['Toyota'] }],
    ['toyota/corolla', null, { make: ['Toyota'], make_model: ['Toyota Corolla'] }],
    ['toyota/landcruiser-prado', null, { make: ['Toyota'], make_model: ['Toyota LandCruiser Prado'] }],
    ['mercedes-benz/c-class', null, { make: ['Mercedes-Benz'], make_model: ['Mercedes-Benz C-Class'] }],
    ['used-cars/kia', null, { car_type: ['used'], make: ['Kia'] }],
    ['suv', null, { body: ['suv'] }],
    ['brisbane-city', null, { location_name: ['Brisbane City'] }],
    ['metro-toyota', null, { dealership_name: ['Metro Toyota'] }],
    ['toyota/sportage', null, null],
    ['suv/extra', null, null],
    ['holden', null, null],
    ['a/b/c/d', null, null],
    ['constructor', null, null],
    ['__proto__', null, null],
    ['tostring/valueof', null, null],
    ['used-cars', 'used-cars', {}],
    ['used-cars/toyota/corolla', 'used-cars', { make: ['Toyota'], make_model: ['Toyota Corolla'] }],
    ['used-cars/suv', 'used-cars', { body: ['suv'] }],
  ])('/search/%s (prefix %s)', (path, prefix, lists) => {
    const result = parseSearchPath(path.split('/'), vocab, { usedCarPrefix: prefix });
    expect(result === null ? null : result.lists).toEqual(lists);
  });

  it('labels what the path names', () => {
    expect(parseSearchPath(['used-cars', 'toyota', 'corolla'], vocab)?.labels).toEqual(['Used', 'Toyota', 'Corolla']);
  });
});
