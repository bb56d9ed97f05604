import { describe, expect, it } from 'vitest';
import { bodyText } from './vehicle-labels';

describe('bodyText', () => {
  it.each([
    [{ body: 'hatch', simple_body: null }, 'Hatch'],
    [{ body: 'cabChassis', simple_body: 'ute' }, 'Cab Chassis'],
    [{ body: null, simple_body: 'suv' }, 'SUV'],
    [{ body: ' Sedan ', simple_body: null }, 'Sedan'],
    [{ body: 'null', simple_body: null }, null],
    [{ body: '  ', simple_body: null }, null],
    [{ body: null, simple_body: null }, null],
  ])('%o reads %s', (vehicle, expected) => {
    expect(bodyText(vehicle)).toBe(expected);
  });
});
