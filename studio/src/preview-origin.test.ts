import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGINS, pagePath, tenantOfHost, tenantOrigin } from './preview-origin';

describe('preview origins (default http://localhost:3000)', () => {
  it('puts each tenant on its own host', () => {
    expect(tenantOrigin('riverside-toyota')).toBe('http://riverside-toyota.localhost:3000');
    expect(ALLOWED_ORIGINS).toEqual(['http://localhost:3000', 'http://*.localhost:3000']);
  });

  it.each([
    ['riverside-toyota.localhost', 'riverside-toyota'],
    ['localhost', null],
    ['evil.example.com', null],
    ['a.b.localhost', null],
  ])('tenant of %s is %s', (host, expected) => {
    expect(tenantOfHost(host)).toBe(expected);
  });

  it.each([
    ['home', '/'],
    [undefined, '/'],
    ['about-us', '/about-us'],
  ])('page %s lives at %s', (slug, expected) => {
    expect(pagePath(slug)).toBe(expected);
  });
});
