import { describe, expect, it } from 'vitest';
import { possessive } from './possessive';

describe('possessive', () => {
  it.each([
    ['Riverside Toyota', "Riverside Toyota's"],
    ['Valley Used Cars', "Valley Used Cars'"],
    ['Outback RV & Moto', "Outback RV & Moto's"],
    ['METRO MOTORS', "METRO MOTORS'"],
    ['  Metro Motor Group ', "Metro Motor Group's"],
    ['', ''],
  ])('%j → %j', (name, expected) => expect(possessive(name)).toBe(expected));
});
