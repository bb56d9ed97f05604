import { describe, expect, it } from 'vitest';
import { FormBodyError, metadataParam, parseFormBody } from './form-body';

describe('parseFormBody (Stripe form encoding)', () => {
  it.each([
    ['amount=200&currency=aud', { amount: '200', currency: 'aud' }],
    ['metadata[car]=12&metadata[site]=valley', { metadata: { car: '12', site: 'valley' } }],
    ['payment_method_types[0]=card&payment_method_types[1]=au_becs_debit', { payment_method_types: ['card', 'au_becs_debit'] }],
    ['card[number]=4242424242424242&card[exp_month]=12', { card: { number: '4242424242424242', exp_month: '12' } }],
    ['expand[]=latest_charge', { expand: ['latest_charge'] }],
    ['', {}],
  ])('%s', (text, expected) => {
    expect(parseFormBody(text)).toEqual(expected);
  });

  it('refuses prototype keys and deep nesting', () => {
    expect(() => parseFormBody('__proto__[x]=1')).toThrow(FormBodyError);
    expect(() => parseFormBody('a[b][c][d][e][f]=1')).toThrow(FormBodyError);
  });

  it('keeps metadata as strings and drops emptied keys', () => {
    expect(metadataParam(parseFormBody('metadata[a]=1&metadata[b]='))).toEqual({ a: '1' });
    expect(() => metadataParam(parseFormBody('metadata[a][b]=1'))).toThrow(FormBodyError);
  });
});
