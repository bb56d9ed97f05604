import { describe, expect, it } from 'vitest';
import { directoryUrl, tenantUrl } from './host-urls';

describe('tenantUrl', () => {
  it.each([
    ['localhost:3000', null, 'http://riverside-toyota.localhost:3000/'],
    ['localhost:4123', 'http', 'http://riverside-toyota.localhost:4123/'],
    ['127.0.0.1:3000', null, 'http://riverside-toyota.localhost:3000/'],
    ['localhost', 'https', 'https://riverside-toyota.localhost/'],
    [null, null, 'http://riverside-toyota.localhost/'],
    ['evil.com/<script>', 'javascript', 'http://riverside-toyota.localhost/'],
  ])('%s (%s)', (host, protocol, expected) => {
    expect(tenantUrl({ host, protocol, slug: 'riverside-toyota' })).toBe(expected);
  });

  it('uses the configured root domain', () => {
    expect(tenantUrl({ host: 'dealers.test:8080', slug: 'a', rootDomain: 'dealers.test' })).toBe('http://a.dealers.test:8080/');
  });
});

describe('directoryUrl', () => {
  it.each([
    ['unknown.localhost:3000', 'http://localhost:3000/'],
    ['riverside-toyota.localhost:5000', 'http://localhost:5000/'],
    ['localhost', 'http://localhost/'],
  ])('%s', (host, expected) => {
    expect(directoryUrl({ host })).toBe(expected);
  });
});
