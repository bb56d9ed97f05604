import { expect, it } from 'vitest';
import { feetAndMetres, kilograms } from './caravan-units';

it.each([
  [20, '20 ft (6.1 m)'], [7.5, '7.5 ft (2.29 m)'], ['22', '22 ft (6.71 m)'], [0, null], [null, null], ['null', null],
])('%s ft → %s', (feet, expected) => {
  expect(feetAndMetres(feet)).toBe(expected);
});
it.each([[2300, '2,300 kg'], [null, null]])('%s kg → %s', (value, expected) => {
  expect(kilograms(value)).toBe(expected);
});
