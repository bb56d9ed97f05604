import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { vendorFor } from './vendor';

const address = { street: '1 Main St', city: 'Brisbane', state: 'QLD' as const, postcode: '4000' };
const site = { name: 'Metro Motor Group', phones: { sales: '07 5550 0000' }, email: 'hello@metro.example', address, domains: ['www.metro.example'] };
const location = (slug: string, dealershipSlug: string, primary: boolean): Location => ({
  _id: slug, name: `Name ${slug}`, slug, siteSlug: 'metro', dealershipSlug, primary, visible: true, locationType: 'sales', manufacturers: [],
  address: { ...address, city: slug }, phone: `ph-${slug}`, openingHours: [], specialHours: [], image: null,
});
const locations = [location('a', 'metro-kia', false), location('b', 'metro-kia', true), location('c', 'metro-ford', false)];

describe('vendorFor', () => {
  it.each([
    [{ dealership_slug: 'metro-kia', location_slug: 'a' }, 'Metro Kia', 'Name a', 'ph-a'],
    [{ dealership_slug: 'metro-kia', location_slug: null }, 'Metro Kia', 'Name b', 'ph-b'],
    [{ dealership_slug: 'metro-ford', location_slug: 'gone' }, 'Metro Ford', 'Name c', 'ph-c'],
    [{ dealership_slug: null, location_slug: null }, 'Metro Motor Group', null, '07 5550 0000'],
  ])('%j → %s at %s', (lead, name, locationName, phone) => {
    expect(vendorFor(site, locations, lead)).toMatchObject({ name, locationName, phone, websiteUrl: 'https://www.metro.example' });
  });

  it("reads times in the location's zone (its own, else its state's), else the site's", () => {
    const sydney = { ...location('s', 'metro-kia', false), address: { ...address, state: 'NSW' as const } };
    const perth = { ...location('p', 'metro-kia', false), timeZone: 'Australia/Perth' };
    expect(vendorFor(site, [sydney, perth], { dealership_slug: 'metro-kia', location_slug: 's' }).timeZone).toBe('Australia/Sydney');
    expect(vendorFor(site, [sydney, perth], { dealership_slug: 'metro-kia', location_slug: 'p' }).timeZone).toBe('Australia/Perth');
    expect(vendorFor({ ...site, address: { ...address, state: 'VIC' } }, [], { dealership_slug: null, location_slug: null }).timeZone).toBe('Australia/Melbourne');
  });
});
