import type { TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { openingHours, specialHours } from './opening-hours';
import { mapsUrl, resolvePlace, stateTimeZone, type ResolvedPlace } from './places';
import { reference, slugField, slugify } from './sanity-fields';
import { brandDescription } from './brand-info';

export type ResolvedLocation = { slug: string; name: string; dealership: string; type: string; primary: boolean; visible: boolean; place: ResolvedPlace };

export const locationId = (slug: string) => `location-${slug}`;
export const dealershipId = (slug: string) => `dealership-${slug}`;
export const brandId = (site: string, make: string) => `brand-${site}-${slugify(make)}`;

/** Location documents of a tenant, plus the resolved addresses vehicles and the site use. */
export function locationDocuments(tenant: TenantDefinition, context: TenantContext) {
  const resolved: ResolvedLocation[] = [];
  const documents = tenant.locations.map((spec) => {
    const place = resolvePlace(spec.place);
    const dealership = tenant.dealerships.find((d) => d.slug === spec.dealership);
    if (!dealership) throw new Error(`Location ${spec.slug} names unknown dealership ${spec.dealership}`);
    const primary = spec.primary ?? false;
    const visible = spec.visible ?? true;
    resolved.push({ slug: spec.slug, name: spec.name, dealership: spec.dealership, type: spec.type, primary, visible, place });
    return {
      _id: locationId(spec.slug),
      _type: 'location',
      name: spec.name,
      slug: slugField(spec.slug),
      site: reference(context.siteId),
      dealership: reference(dealershipId(spec.dealership)),
      dealershipSlug: spec.dealership,
      primary,
      visible,
      locationType: spec.type,
      locationSubtype: spec.subtype ?? null,
      manufacturers: spec.manufacturers,
      address: { street: place.street, city: place.city, state: place.state, postcode: place.postcode, lat: place.lat, long: place.long, placeUrl: mapsUrl(place) },
      phone: spec.phone,
      landlinePhone: spec.landline ?? null,
      email: spec.email ?? null,
      timeZone: stateTimeZone[place.state],
      openingHours: openingHours(spec.hours),
      specialHours: specialHours(spec, place.state, context.referenceDate),
      closedEnquiryHref: spec.closedEnquiryHref ?? null,
      dealerLicenseNumber: spec.licence ?? null,
      motorVehicleRepairer: spec.repairer ?? null,
      reviews: spec.rating ? { averageRating: spec.rating[0], count: spec.rating[1] } : null,
      image: context.image(
        `location-${spec.slug}`,
        { kind: 'location', sign: dealership.name, primary: tenant.theme.primary, accent: tenant.theme.accent, style: spec.photo },
        `${spec.name} at ${place.street}, ${place.city}`,
      ),
    };
  });
  return { documents, resolved };
}

export function dealershipDocuments(tenant: TenantDefinition, context: TenantContext) {
  return tenant.dealerships.map((dealership) => ({
    _id: dealershipId(dealership.slug),
    _type: 'dealership',
    name: dealership.name,
    slug: slugField(dealership.slug),
    dealershipId: dealership.dealershipId,
    site: reference(context.siteId),
    template: tenant.template,
    garageEnabled: dealership.garageEnabled,
    financeProvider: dealership.financeProvider,
    averageRating: dealership.averageRating,
    reviewCount: dealership.reviewCount,
    makes: dealership.makes,
    locations: tenant.locations
      .filter((location) => location.dealership === dealership.slug)
      .map((location) => ({ _key: location.slug, ...reference(locationId(location.slug)) })),
  }));
}

const VEHICLE_TYPES = { car: 'cars', motorcycle: 'motorcycles', truck: 'trucks', caravan: 'caravans' } as const;

/** Where /brands lists a brand: the kind of stock the dealership selling it new carries, else cars. */
function brandVehicleType(tenant: TenantDefinition, make: string) {
  const stream = tenant.stock.find((s) => s.newMakes.includes(make)) ?? (tenant.stock.every((s) => s.itemType === tenant.stock[0]?.itemType) ? tenant.stock[0] : undefined);
  return VEHICLE_TYPES[stream?.itemType ?? 'car'];
}

export function brandDocuments(tenant: TenantDefinition, context: TenantContext) {
  return tenant.brands.map((brand) => ({
    _id: brandId(tenant.slug, brand.make),
    _type: 'brand',
    title: brand.make,
    slug: slugField(slugify(brand.make)),
    site: reference(context.siteId),
    logo: context.brandLogo(brand.make),
    description: brandDescription(brand.make),
    vehicleType: brand.vehicleType ?? brandVehicleType(tenant, brand.make),
    skipPage: brand.skipPage ?? false,
    externalUrl: brand.externalUrl ?? null,
  }));
}
