import type { SiteConfig } from '@dealer/schemas/content/site';

/**
 * The site's address as shoppers see it: its city is the site's `override_city` when set (SPEC 3
 * site config), e.g. a dealer in a suburb that advertises as Brisbane. Only what is shown changes;
 * maps, time zones and the CRM keep the street address's own city.
 */
export function siteDisplayAddress(site: Pick<SiteConfig, 'address' | 'overrideCity'>): SiteConfig['address'] {
  const city = site.overrideCity?.trim();
  return city ? { ...site.address, city } : site.address;
}
