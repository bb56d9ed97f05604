import { describe, expect, it } from 'vitest';
import { decodeSegment, hasControlCharacters, isRecordSlug } from './path-segment';

describe('path segments (hardening finding 9)', () => {
  it('decodes once more where it can, and keeps what cannot be decoded', () => {
    expect(decodeSegment('toyota%20hilux')).toBe('toyota hilux');
    expect(decodeSegment('%')).toBe('%');
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('spots control characters', () => {
    expect(hasControlCharacters('/cars/\u0000')).toBe(true);
    expect(hasControlCharacters('/cars/a\nb')).toBe(true);
    expect(hasControlCharacters('/cars/2021-toyota-hilux')).toBe(false);
  });

  it.each([['2021-toyota-hilux-ute-1042', true], ['ABC-1', true], ['%', false], ['\u0000', false], ['a--b', false], ['-a', false], ['a b', false], ['../x', false], ['', false], ['x'.repeat(201), false]])(
    'isRecordSlug(%j) is %s', (value, expected) => {
      expect(isRecordSlug(value)).toBe(expected);
    },
  );
});
