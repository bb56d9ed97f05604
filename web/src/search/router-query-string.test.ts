import { describe, expect, it } from 'vitest';
import { parse, stringify } from './router-query-string';

const routeState = { query: 'hilux sr5', page: 2, refinementList: { make: ['Toyota', 'Kia & Co'] }, range: { price: '10000:30000' } };

describe("the browser's stand-in for qs (InstantSearch's default URL format)", () => {
  it('writes nested state the way qs does, brackets and values encoded', () => {
    expect(stringify(routeState)).toBe(
      'query=hilux%20sr5&page=2&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Kia%20%26%20Co&range%5Bprice%5D=10000%3A30000',
    );
    expect(stringify({ query: undefined, sortBy: null })).toBe('');
  });

  it('reads back what it writes (numbers come back as text, as with qs)', () => {
    expect(parse(stringify(routeState))).toEqual({ ...routeState, page: '2' });
    expect(parse('make[]=Kia&make[]=Mazda&query=a+b')).toEqual({ make: ['Kia', 'Mazda'], query: 'a b' });
  });

  it('ignores keys that would reach the object prototype', () => {
    const state = parse('__proto__[polluted]=yes&a[constructor][prototype][x]=1&ok=1');
    expect(state).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
