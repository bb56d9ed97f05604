import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { siteTimeZone } from '@/lib/time-zone';
import { locationTimeZone } from '@/locations/hours/hours-options';
import { humanise } from '@/lib/humanise-slug';
import type { Vendor } from '../../ports/crm/lead-document';

type LeadPlace = { dealership_slug: string | null; location_slug: string | null };

/**
 * The dealership a lead is for, as the ADF vendor block names it: the lead's location, else the
 * dealership's primary location, else the site itself.
 */
export function vendorFor(site: Pick<SiteConfig, 'name' | 'phones' | 'email' | 'address' | 'domains'>, locations: readonly Location[], lead: LeadPlace): Vendor {
  const location = locations.find((l) => l.slug === lead.location_slug)
    ?? locations.find((l) => l.dealershipSlug === lead.dealership_slug && l.primary)
    ?? locations.find((l) => l.dealershipSlug === lead.dealership_slug)
    ?? null;
  const domain = site.domains[0];
  const address = location?.address ?? site.address;
  return {
    dealershipSlug: lead.dealership_slug,
    name: lead.dealership_slug ? (humanise(lead.dealership_slug) ?? site.name) : site.name,
    locationName: location?.name ?? null,
    phone: location?.phone ?? site.phones.sales,
    email: location?.email ?? site.email ?? null,
    address: { street: address.street, city: address.city, state: address.state, postcode: address.postcode },
    websiteUrl: domain ? `https://${domain}` : null,
    timeZone: location ? locationTimeZone(location) : siteTimeZone(site),
  };
}
