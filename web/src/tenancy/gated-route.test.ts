import { describe, expect, it } from 'vitest';
import { matchGatedRoute, signInRedirect } from './gated-route';

describe('gated routes', () => {
  const gated = ['/trade-in', '/my-garage', '/cars/checkout'];
  it.each([
    ['/trade-in', '/trade-in'],
    ['/my-garage/service-history', '/my-garage'],
    ['/trade-in-offers', null],
    ['/', null],
  ])('%s matches %s', (path, expected) => {
    expect(matchGatedRoute(path, gated)).toBe(expected);
  });

  it('builds the sign-in URL with type, redirect and back', () => {
    expect(signInRedirect('/my-garage', '?tab=1', '/my-garage', '/cars/abc')).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage%3Ftab%3D1&back=%2Fcars%2Fabc',
    );
  });
});
