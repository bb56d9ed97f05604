import { describe, expect, it } from 'vitest';
import { HOSTED_SPIN_ORIGIN } from '@/vehicle-page/hosted-spin/hosted-spin';
import { tenantSecurityHeaders, type TenantSources } from './security-headers';

const base: TenantSources = { analytics: false, maps: false, algolia: false, studioOrigins: [], https: false };
const directive = (sources: TenantSources, name: string) =>
  tenantSecurityHeaders(sources)['content-security-policy']!.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('the tenant Content-Security-Policy and hosted Stripe', () => {
  it('lets Stripe.js load, frame its card element and call its API only when payments run on Stripe', () => {
    const stripe = { ...base, stripe: true };
    expect(directive(stripe, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(stripe, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(stripe, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(stripe, 'connect-src')).toContain('https://api.stripe.com');
    for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directive(base, name)).not.toContain('stripe.com');
  });
});

describe('the hosted 360 spin provider', () => {
  it('may be framed on every tenant (a car with a spin_code embeds its viewer)', () => {
    expect(directive(base, 'frame-src').split(' ')).toContain(HOSTED_SPIN_ORIGIN);
  });
});
