import { describe, expect, it } from 'vitest';
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
