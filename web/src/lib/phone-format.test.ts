import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['+61731234567', '07 3123 4567'],
    ['+61 7 3123 4567', '07 3123 4567'],
    ['61412345678', '0412 345 678'],
    ['0412345678', '0412 345 678'],
    ['(02) 9876 5432', '02 9876 5432'],
    ['1300123456', '1300 123 456'],
    ['1800 123 456', '1800 123 456'],
    ['131234', '13 12 34'],
    ['+1 555 0100', '+1 555 0100'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('phoneHref', () => {
  it.each([
    ['+61 7 3123 4567', 'tel:0731234567'],
    ['1300 123 456', 'tel:1300123456'],
    ['', null],
    [null, null],
    ['12', null],
  ])('%s → %s', (input, expected) => {
    expect(phoneHref(input)).toBe(expected);
  });
});
