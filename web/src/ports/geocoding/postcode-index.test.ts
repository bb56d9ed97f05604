import { expect, it } from 'vitest';
import { buildPostcodeIndex } from './postcode-index';

it('indexes the first usable locality of each postcode', () => {
  const index = buildPostcodeIndex([
    { postcode: '4000', locality: 'BRISBANE CITY', state: 'QLD', lat: -27.46, long: 153.02 },
    { postcode: '4000', locality: 'SPRING HILL', state: 'QLD', lat: -27.46, long: 153.03 },
    { postcode: '0872', locality: 'NOWHERE', state: 'NT', lat: 0, long: 0 },
    { postcode: 'ABCD', locality: 'BAD', state: 'NT', lat: 1, long: 1 },
  ]);
  expect(index.get('4000')).toEqual({ lat: -27.46, long: 153.02, name: 'Brisbane City QLD 4000', state: 'QLD' });
  expect(index.has('0872')).toBe(false);
  expect(index.size).toBe(1);
});
