import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@/content/site';
import { securityHeadersForSite } from './tenant-security-headers';

const withAnalytics = (gaId: string | undefined) => ({ analytics: { gaId } }) as unknown as SiteConfig;
const header = (headers: ReturnType<typeof securityHeadersForSite>, name: string) => headers.find(([key]) => key.toLowerCase() === name)?.[1];

describe('securityHeadersForSite', () => {
  it('gives a tenant with analytics its hosts in the policy, and the platform the policy without them', () => {
    const tenant = header(securityHeadersForSite(withAnalytics('G-RIVERSIDE'), false), 'content-security-policy');
    const platform = header(securityHeadersForSite(null, false), 'content-security-policy');
    expect(tenant).toContain('https://www.googletagmanager.com');
    expect(platform).toContain("frame-ancestors 'self'");
    expect(platform).not.toContain('googletagmanager');
  });

  it('adds HSTS and upgrade-insecure-requests on HTTPS only', () => {
    const site = withAnalytics(undefined);
    expect(header(securityHeadersForSite(site, true), 'strict-transport-security')).toMatch(/max-age=31536000/);
    expect(header(securityHeadersForSite(site, true), 'content-security-policy')).toContain('upgrade-insecure-requests');
    expect(header(securityHeadersForSite(site, false), 'strict-transport-security')).toBeUndefined();
    expect(header(securityHeadersForSite(site, false), 'content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('builds the headers once per site config and scheme, and afresh for a changed config', () => {
    const site = withAnalytics(undefined);
    expect(securityHeadersForSite(site, false)).toBe(securityHeadersForSite(site, false));
    expect(securityHeadersForSite(null, true)).toBe(securityHeadersForSite(null, true));
    expect(securityHeadersForSite(site, true)).not.toBe(securityHeadersForSite(site, false));
    // A publish gives the site a new config object: its policy follows the new config.
    const published = withAnalytics('G-NEW');
    expect(header(securityHeadersForSite(published, false), 'content-security-policy')).toContain('googletagmanager');
    expect(header(securityHeadersForSite(site, false), 'content-security-policy')).not.toContain('googletagmanager');
  });

  it('shares headers no caller can change', () => {
    const headers = securityHeadersForSite(null, false);
    expect(Object.isFrozen(headers)).toBe(true);
    expect(headers.every((entry) => Object.isFrozen(entry))).toBe(true);
  });
});
