import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from './canonical-origin';

describe('canonicalOrigin (hardening finding 11)', () => {
  it('is the first custom domain over HTTPS', () => {
    expect(canonicalOrigin({ slug: 'riverside-toyota', domains: ['www.riversidetoyota.com.au', 'riversidetoyota.com.au'] })).toBe('https://www.riversidetoyota.com.au');
  });

  it('is the demo subdomain on the platform port without a custom domain', () => {
    expect(canonicalOrigin({ slug: 'valley-used-cars', domains: [] })).toBe(`http://valley-used-cars.localhost:${process.env.PORT ?? '3000'}`);
  });
});
