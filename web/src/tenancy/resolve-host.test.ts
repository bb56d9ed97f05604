import { describe, expect, it } from 'vitest';
import { normaliseHost, resolveHost, resolveHostRemembered } from './resolve-host';

const sites = [
  { slug: 'riverside-toyota', domains: ['www.riversidetoyota.com.au'] },
  { slug: 'valley-used-cars', domains: ['valleyusedcars.com.au'] },
];

describe('resolveHost', () => {
  it.each([
    ['localhost:3000', { kind: 'platform' }],
    ['localhost', { kind: 'platform' }],
    ['127.0.0.1:3000', { kind: 'platform' }],
    ['riverside-toyota.localhost:3000', { kind: 'site', slug: 'riverside-toyota' }],
    ['RIVERSIDE-TOYOTA.LOCALHOST:3000', { kind: 'site', slug: 'riverside-toyota' }],
    ['valley-used-cars.localhost', { kind: 'site', slug: 'valley-used-cars' }],
    ['www.riversidetoyota.com.au', { kind: 'site', slug: 'riverside-toyota' }],
    ['riversidetoyota.com.au', { kind: 'site', slug: 'riverside-toyota' }],
    ['www.valleyusedcars.com.au:443', { kind: 'site', slug: 'valley-used-cars' }],
    ['nope.localhost:3000', { kind: 'unknown', reason: 'no-such-site' }],
    ['example.com', { kind: 'unknown', reason: 'no-such-site' }],
    ['a.b.riverside-toyota.localhost', { kind: 'unknown', reason: 'no-such-site' }],
  ])('%s → %o', (host, expected) => {
    expect(resolveHost(host, sites)).toEqual(expected);
  });

  it('uses the configured root domain for subdomains', () => {
    expect(resolveHost('riverside-toyota.dealers.example', sites, 'dealers.example')).toEqual({ kind: 'site', slug: 'riverside-toyota' });
    expect(resolveHost('dealers.example', sites, 'dealers.example')).toEqual({ kind: 'platform' });
  });

  it.each(['', ' ', 'evil.com/path', 'bad host', 'a..b', '-x.localhost', 'x.localhost:99999999', '<script>', 'x_y.localhost'])(
    'treats malformed host %j as unknown, never as a site',
    (host) => {
      expect(resolveHost(host, sites)).toEqual({ kind: 'unknown', reason: 'malformed-host' });
    },
  );

  it('treats a missing Host header as malformed', () => {
    expect(resolveHost(null, sites)).toEqual({ kind: 'unknown', reason: 'malformed-host' });
  });
});

describe('normaliseHost', () => {
  it('drops the port and a trailing dot', () => {
    expect(normaliseHost('Riverside-Toyota.localhost.:3000')).toBe('riverside-toyota.localhost');
  });
});

describe('resolveHostRemembered', () => {
  it('answers as resolveHost does, for every kind of host', () => {
    const list = [...sites];
    for (const host of ['localhost:3000', 'riverside-toyota.localhost:3000', 'www.valleyusedcars.com.au', 'nope.localhost', 'bad host', '', null]) {
      expect(resolveHostRemembered(host, list), String(host)).toEqual(resolveHost(host, list));
      expect(resolveHostRemembered(host, list), String(host)).toEqual(resolveHost(host, list));
    }
  });

  it('remembers a host for one site list only: a new list (the sites changed) resolves afresh', () => {
    const before = [...sites];
    const first = resolveHostRemembered('riverside-toyota.localhost', before);
    expect(resolveHostRemembered('riverside-toyota.localhost', before)).toBe(first);
    const after = sites.filter((site) => site.slug !== 'riverside-toyota');
    expect(resolveHostRemembered('riverside-toyota.localhost', after)).toEqual({ kind: 'unknown', reason: 'no-such-site' });
    expect(resolveHostRemembered('riverside-toyota.dealers.example', before, 'dealers.example')).toEqual({ kind: 'site', slug: 'riverside-toyota' });
  });

  it('keeps answering once it remembers no more hosts (the Host is the client\'s to choose)', () => {
    const list = [...sites];
    for (let i = 0; i < 1_100; i++) resolveHostRemembered(`scan-${i}.localhost`, list);
    expect(resolveHostRemembered('scan-1099.localhost', list)).toEqual({ kind: 'unknown', reason: 'no-such-site' });
    expect(resolveHostRemembered('valley-used-cars.localhost', list)).toEqual({ kind: 'site', slug: 'valley-used-cars' });
  });

  it('shares frozen answers, so no caller can change another\'s', () => {
    expect(Object.isFrozen(resolveHostRemembered('riverside-toyota.localhost', [...sites]))).toBe(true);
  });
});
