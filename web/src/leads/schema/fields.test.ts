import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { SPEC_TEXT, TEXT } from '../messages';
import { email, isAcceptableDate, isCleanText, oneOf, optionalPostcode, optionalText, phone, postcode, preferredDate, rego, requiredText, termsAccepted, wholeNumber } from './fields';

type Case = [input: unknown, expected: { ok: unknown } | { error: string }];

function check(schema: z.ZodMiniType, cases: Case[]) {
  for (const [input, expected] of cases) {
    const result = schema.safeParse(input);
    if ('ok' in expected) {
      expect(result.success, `${JSON.stringify(input)} should pass`).toBe(true);
      expect(result.data).toEqual(expected.ok);
    } else {
      expect(result.success, `${JSON.stringify(input)} should fail`).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([expected.error]);
    }
  }
}

describe('lead form fields', () => {
  it('requiredText: trimmed, "This is a required field." when empty, bounded', () => {
    check(requiredText(5), [
      ['  Sam ', { ok: 'Sam' }],
      ['', { error: SPEC_TEXT.required }],
      ['   ', { error: SPEC_TEXT.required }],
      [undefined, { error: SPEC_TEXT.required }],
      [42, { error: SPEC_TEXT.required }],
      ['Samantha', { error: TEXT.tooLong(5) }],
    ]);
  });

  it('optionalText: empty is undefined', () => {
    check(optionalText(3), [['', { ok: undefined }], [undefined, { ok: undefined }], [' ab ', { ok: 'ab' }], ['abcd', { error: TEXT.tooLong(3) }]]);
  });

  it('email: required, valid, lower-cased', () => {
    check(email(), [
      ['Sam@Example.com.au ', { ok: 'sam@example.com.au' }],
      ['', { error: SPEC_TEXT.required }],
      ['sam@', { error: TEXT.email }],
      ['sam example.com', { error: TEXT.email }],
    ]);
  });

  it('phone: required and normalised (SPEC 5: leading 61 becomes 0)', () => {
    check(phone(), [
      ['61412345678', { ok: '0412345678' }],
      ['+61 7 3123 4567', { ok: '0731234567' }],
      ['', { error: SPEC_TEXT.required }],
      ['12345', { error: TEXT.phone }],
    ]);
    check(phone('mobile'), [['0412 345 678', { ok: '0412345678' }], ['07 3123 4567', { error: TEXT.mobile }]]);
  });

  it('postcode: exactly 4 digits with the spec message', () => {
    check(postcode(), [
      ['4000', { ok: '4000' }],
      [' 0800 ', { ok: '0800' }],
      ['', { error: SPEC_TEXT.required }],
      ['400', { error: SPEC_TEXT.postcode }],
      ['40000', { error: SPEC_TEXT.postcode }],
      ['40a0', { error: SPEC_TEXT.postcode }],
    ]);
    check(optionalPostcode(), [['', { ok: undefined }], ['2000', { ok: '2000' }], ['20', { error: SPEC_TEXT.postcode }]]);
  });

  it('terms: must be ticked (SPEC 5)', () => {
    check(termsAccepted(), [[true, { ok: true }], [false, { error: SPEC_TEXT.terms }], [undefined, { error: SPEC_TEXT.terms }], ['on', { error: SPEC_TEXT.terms }]]);
  });

  it('oneOf: required, and only offered values', () => {
    check(oneOf(['a', 'b']), [['a', { ok: 'a' }], ['', { error: SPEC_TEXT.required }], ['c', { error: TEXT.choose }]]);
  });

  it('wholeNumber: digits with separators, bounded', () => {
    const kms = wholeNumber({ min: 0, max: 1000000, required: true });
    check(kms, [['85,000', { ok: 85000 }], [1200, { ok: 1200 }], ['', { error: SPEC_TEXT.required }], ['-5', { error: TEXT.number }], ['1e5', { error: TEXT.number }], ['2000000', { error: TEXT.number }]]);
    check(wholeNumber({ min: 1, max: 9, required: false }), [['', { ok: undefined }], [undefined, { ok: undefined }]]);
  });

  it('rego: letters and digits, upper-cased', () => {
    check(rego({ required: true }), [['abc 123', { ok: 'ABC123' }], ['', { error: SPEC_TEXT.required }], ['AB$12', { error: TEXT.rego }], ['ABCDEFGHIJ', { error: TEXT.rego }]]);
    check(rego({ required: false }), [['', { ok: undefined }]]);
  });

  it('preferred date: real dates from today onwards', () => {
    const now = new Date('2026-03-10T02:00:00Z');
    expect(isAcceptableDate('2026-03-10', now)).toBe(true);
    expect(isAcceptableDate('2026-03-12T09:30', now)).toBe(true);
    expect(isAcceptableDate('2026-03-01', now)).toBe(false);
    expect(isAcceptableDate('2026-02-30', now)).toBe(false);
    expect(isAcceptableDate('2026-03-12T25:00', now)).toBe(false);
    expect(isAcceptableDate('2031-01-01', now)).toBe(false);
    expect(isAcceptableDate('next tuesday', now)).toBe(false);
    check(preferredDate({ required: false }), [['', { ok: undefined }], ['yesterday', { error: TEXT.date }]]);
  });
});

describe('typed text (hardening finding 6)', () => {
  it.each([
    ['a NUL byte', 'Sam\u0000', false],
    ['an escape code', '\u001b[31mSam', false],
    ['a lone high surrogate', 'Sam\ud83d', false],
    ['a lone low surrogate', '\ude97Sam', false],
    ['a newline in a one-line field', 'Sam\nBrown', false],
    ['an emoji', 'Sam 🚗', true],
    ['accents', 'Zoë Ñandú', true],
  ])('a one-line field with %s is %s', (_name, value, ok) => {
    expect(isCleanText(value)).toBe(ok);
    expect(requiredText(100).safeParse(value).success).toBe(ok);
  });

  it('keeps newlines and tabs in long text, and names the problem', () => {
    expect(requiredText(2000, { multiline: true }).safeParse('Line one\n\tLine two').success).toBe(true);
    const bad = requiredText(2000, { multiline: true }).safeParse('Hello\u0000');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(TEXT.badCharacters);
  });
});
