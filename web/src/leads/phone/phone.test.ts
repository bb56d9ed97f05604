import { describe, expect, it } from 'vitest';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import auMetadata from './au-phone-metadata.json';
import { applyLeading61Rule, normaliseAuPhone } from './phone';

describe('applyLeading61Rule (SPEC 5: a leading 61 becomes 0)', () => {
  it.each([
    ['61412345678', '0412345678'],
    ['61 412 345 678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['(07) 3123-4567', '0731234567'],
    ['6141234567', '6141234567'],
  ])('%s → %s', (input, expected) => {
    expect(applyLeading61Rule(input)).toBe(expected);
  });
});

describe('normaliseAuPhone', () => {
  it.each([
    ['0412 345 678', 'any', '0412345678'],
    ['61412345678', 'any', '0412345678'],
    ['+61412345678', 'any', '0412345678'],
    ['+61 7 3123 4567', 'any', '0731234567'],
    ['(02) 9123 4567', 'any', '0291234567'],
    ['412345678', 'any', '0412345678'],
    ['0412 345 678', 'mobile', '0412345678'],
    ['07 3123 4567', 'mobile', null],
    ['1300 123 456', 'any', null],
    ['13 12 34', 'any', null],
    ['0412', 'any', null],
    ['04123456789', 'any', null],
    ['', 'any', null],
    ['abc', 'any', null],
    ['+1 415 555 0100', 'any', null],
    ['+44 20 7946 0958', 'any', null],
    ['0'.repeat(200), 'any', null],
  ] as const)('%j (%s) → %j', (input, kind, expected) => {
    expect(normaliseAuPhone(input, kind)).toBe(expected);
  });
});

describe('the cut-down +61 metadata', () => {
  it('is the installed libphonenumber-js metadata for AU, CC and CX (regenerate it after an upgrade)', () => {
    const codes = maxMetadata.country_calling_codes['61'] ?? [];
    expect(auMetadata.country_calling_codes['61']).toEqual(codes);
    expect(auMetadata.version).toBe(maxMetadata.version);
    for (const code of codes) {
      expect(auMetadata.countries[code as keyof typeof auMetadata.countries]).toEqual(maxMetadata.countries[code as keyof typeof maxMetadata.countries]);
    }
  });
});
