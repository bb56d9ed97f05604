import { describe, expect, it } from 'vitest';
import { siteDisplayAddress } from './site-address';

const address = { street: '12 Moggill Rd', city: 'Indooroopilly', state: 'QLD', postcode: '4068' } as const;

describe('siteDisplayAddress: override_city (SPEC 3 site config)', () => {
  it.each<[string, string | null | undefined, string]>([
    ['the override wins where set', 'Brisbane', 'Brisbane'],
    ['no override keeps the address city', null, 'Indooroopilly'],
    ['a blank override keeps the address city', '   ', 'Indooroopilly'],
    ['an undefined override keeps the address city', undefined, 'Indooroopilly'],
  ])('%s', (_name, overrideCity, city) => {
    expect(siteDisplayAddress({ address, overrideCity })).toEqual({ ...address, city });
  });
});
