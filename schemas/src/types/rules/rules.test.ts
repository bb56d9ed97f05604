import { describe, expect, it } from 'vitest';
import { AU_PHONE_MESSAGE, auPhoneRule, isAustralianPhone } from './au-phone';
import { isAfter } from './date-order';
import { POSTCODE_MESSAGE, postcodeRule } from './postcode';
import { TIME_OF_DAY_MESSAGE, timeOfDayRule } from './time-of-day';

describe('isAustralianPhone', () => {
  it.each([
    ['07 5550 1101', true],
    ['(02) 9876 5432', true],
    ['0412 345 678', true],
    ['+61 412 345 678', true],
    ['61412345678', true],
    ['1300 975 707', true],
    ['1800-123-456', true],
    ['13 22 11', true],
    ['555 1234', false],
    ['+1 415 555 0100', false],
    ['0512 345 678', false],
    ['call us', false],
  ])('%s → %s', (value, expected) => {
    expect(isAustralianPhone(value)).toBe(expected);
  });

  it('lets empty values through and explains a bad one', () => {
    expect(auPhoneRule(undefined)).toBe(true);
    expect(auPhoneRule('123')).toBe(AU_PHONE_MESSAGE);
  });
});

describe('postcodeRule', () => {
  it.each([
    ['4127', true],
    ['0800', true],
    ['412', POSTCODE_MESSAGE],
    ['41270', POSTCODE_MESSAGE],
    ['41a7', POSTCODE_MESSAGE],
    [undefined, true],
  ])('%s → %s', (value, expected) => {
    expect(postcodeRule(value)).toBe(expected);
  });
});

describe('isAfter', () => {
  it.each([
    ['2025-07-01T00:00:00+10:00', '2025-07-24T23:59:59+10:00', true],
    ['2025-07-24T00:00:00+10:00', '2025-07-01T00:00:00+10:00', false],
    ['2025-07-01T00:00:00+10:00', '2025-07-01T00:00:00+10:00', false],
    // 09:00 in Brisbane is 23:00 UTC the day before: the instants decide, not the text.
    ['2025-06-30T23:30:00Z', '2025-07-01T09:00:00+10:00', false],
    [undefined, '2025-07-01T00:00:00Z', true],
    ['not a date', '2025-07-01T00:00:00Z', true],
  ])('%s → %s is after: %s', (start, end, expected) => {
    expect(isAfter(start, end)).toBe(expected);
  });
});

describe('timeOfDayRule', () => {
  it.each([
    ['08:30', true],
    ['23:59', true],
    ['24:00', TIME_OF_DAY_MESSAGE],
    ['8:30', TIME_OF_DAY_MESSAGE],
    [null, true],
  ])('%s → %s', (value, expected) => {
    expect(timeOfDayRule(value)).toBe(expected);
  });
});
