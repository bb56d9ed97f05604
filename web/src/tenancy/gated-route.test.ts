import { describe, expect, it } from 'vitest';
import { matchGatedRoute, normaliseRoutePath, signInRedirect } from './gated-route';

describe('gated routes', () => {
  const gated = ['/trade-in', '/my-garage', '/cars/checkout', '/checkout-journey', '/online-payment'];
  it.each([
    ['/trade-in', '/trade-in'],
    ['/my-garage/service-history', '/my-garage'],
    ['/trade-in-offers', null],
    ['/', null],
    // Every way of writing the same path the router serves (a percent-encoded letter, an encoded
    // dash, doubled or dot segments, a trailing slash, another case) meets the same gate.
    ['/%74rade-in', '/trade-in'],
    ['/trade%2Din', '/trade-in'],
    ['/%6Dy-garage', '/my-garage'],
    ['/%6Fnline-payment', '/online-payment'],
    ['/%63heckout-journey', '/checkout-journey'],
    ['/trade-in/', '/trade-in'],
    ['//trade-in', '/trade-in'],
    ['/./trade-in', '/trade-in'],
    ['/cars/../trade-in', '/trade-in'],
    ['/cars//checkout', '/cars/checkout'],
    ['/cars/./checkout/', '/cars/checkout'],
    ['/cars%2Fcheckout', '/cars/checkout'],
    ['/Trade-In', '/trade-in'],
    ['/%2574rade-in', null],
  ])('%s matches %s', (path, expected) => {
    expect(matchGatedRoute(path, gated)).toBe(expected);
  });

  it('normalises to the path the router serves', () => {
    expect(normaliseRoutePath('/a//b/./c/../d/')).toBe('/a/b/d');
    expect(normaliseRoutePath('/../../x')).toBe('/x');
    expect(normaliseRoutePath('/%ZZ')).toBeNull();
  });

  it('gates an undecodable path rather than letting it through', () => {
    expect(matchGatedRoute('/%E0%A4%A', gated)).toBe('/trade-in');
    expect(matchGatedRoute('/%E0%A4%A', [])).toBeNull();
  });

  it('builds the sign-in URL with type, redirect and back', () => {
    expect(signInRedirect('/my-garage', '?tab=1', '/my-garage', '/cars/abc')).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage%3Ftab%3D1&back=%2Fcars%2Fabc',
    );
  });
});

describe('gated routes read per site list', () => {
  it('answers the same for the same list asked again, and follows a changed list', () => {
    const before = ['/trade-in', '/%6Dy-garage/'];
    expect(matchGatedRoute('/my-garage/car', before)).toBe('/%6Dy-garage/');
    expect(matchGatedRoute('/my-garage/car', before)).toBe('/%6Dy-garage/');
    expect(matchGatedRoute('/trade-in', before)).toBe('/trade-in');
    const after = ['/trade-in'];
    expect(matchGatedRoute('/my-garage/car', after)).toBeNull();
    expect(matchGatedRoute('/', ['/'])).toBeNull();
  });
});

