import { describe, expect, it } from 'vitest';
import { SPEC_TEXT, TEXT } from '../messages';
import { fieldErrors } from './field-errors';
import { miscellaneousSchema } from './miscellaneous-schema';

const id = '0b7c6c2e-6c1a-4d39-9a53-0f0e1c0d7a11';
const valid = { lead_id: id, column_name: 'valuation', valuation: { id, outcome: 'offer', offer_price: 21_400, reason: null } };
const errorsOf = (input: unknown) => {
  const parsed = miscellaneousSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('miscellaneousSchema (SPEC 7 /api/miscellaneous)', () => {
  it('accepts a shown valuation and defaults the column to valuation', () => {
    const { column_name: _column, ...rest } = valid;
    expect(miscellaneousSchema.parse(rest).column_name).toBe('valuation');
    expect(miscellaneousSchema.parse({ ...valid, valuation: { id, outcome: 'no-estimate', offer_price: null, reason: 'Too old' } }).valuation.outcome).toBe('no-estimate');
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no body', null, { '': [SPEC_TEXT.required] }],
    ['no lead', { ...valid, lead_id: '' }, { lead_id: [SPEC_TEXT.required] }],
    ['another column', { ...valid, column_name: 'user_data' }, { column_name: [TEXT.choose] }],
    ['no valuation', { ...valid, valuation: undefined }, { valuation: [SPEC_TEXT.required] }],
    ['a negative offer', { ...valid, valuation: { ...valid.valuation, offer_price: -1 } }, { 'valuation.offer_price': [TEXT.number] }],
    ['an offer as text', { ...valid, valuation: { ...valid.valuation, offer_price: '21400' } }, { 'valuation.offer_price': [TEXT.number] }],
    ['an unknown outcome', { ...valid, valuation: { ...valid.valuation, outcome: 'maybe' } }, { 'valuation.outcome': [TEXT.choose] }],
  ])('refuses %s with field messages', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});
