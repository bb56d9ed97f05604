import { describe, expect, it } from 'vitest';
import { sameSitePath, sameSiteReferer } from './same-site-path';

describe('sameSitePath (hardening finding 3)', () => {
  it.each([
    ['/', '/'],
    ['/cars/2021-toyota-hilux', '/cars/2021-toyota-hilux'],
    ['/search/used-cars?make=Toyota&page=2', '/search/used-cars?make=Toyota&page=2'],
    ['/blog#comments', '/blog#comments'],
    ['/cars/%E2%9C%93', '/cars/%E2%9C%93'],
    ['/cars/ñandú', '/cars/%C3%B1and%C3%BA'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/a\\b'],
    ['tab after the slash', '/\t/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slash and backslash', '/%2F%5Cevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['newline', '/\n/evil.com'],
    ['encoded newline', '/%0a%0dSet-Cookie:x=1'],
    ['carriage return', '/x\r\nLocation: //evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['encoded javascript', '%6Aavascript:alert(1)'],
    ['absolute http', 'http://evil.com/'],
    ['absolute https', 'https://evil.com'],
    ['relative', 'evil.com'],
    ['data', 'data:text/html,x'],
    ['space', '/ /evil.com'],
    ['non-breaking space', '/\u00a0/evil.com'],
    ['empty', ''],
    ['broken encoding', '/%E0%A4%A'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s (%j)', (_name, input) => {
    expect(sameSitePath(input)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(['/x'])).toBeNull();
  });

  it('reads a Referer only when it names this host', () => {
    expect(sameSiteReferer('http://a.localhost:3000/cars/x?y=1', 'a.localhost:3000')).toBe('/cars/x?y=1');
    expect(sameSiteReferer('http://b.localhost:3000/cars/x', 'a.localhost:3000')).toBeNull();
    expect(sameSiteReferer('not a url', 'a.localhost:3000')).toBeNull();
  });
});
