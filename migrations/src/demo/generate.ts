import type { ImageRequest } from './artwork/art-types';
import { brandColour } from './content/brand-info';
import { ImageRegistry } from './content/image-registry';
import { contentPages } from './content/content-pages';
import { directoryDocuments } from './content/directory-documents';
import { editorialDocuments } from './content/editorial-documents';
import { spinPromotionDocuments } from './content/spin-promotions';
import { offerDocuments } from './content/offer-documents';
import { brandDocuments, brandId, dealershipDocuments, locationDocuments } from './content/place-documents';
import { resolvePlace, stateTimeZone } from './content/places';
import { keyedReference, reference, slugField, slugify } from './content/sanity-fields';
import { createRandom } from './random';
import { demoTenants } from './tenants';
import type { TenantContext, TenantDefinition } from './tenants/tenant-types';
import type { DemoVehicle } from './vehicles/demo-vehicle';
import { IdAllocator, tenantStock } from './vehicles/tenant-stock';

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

export type DemoData = {
  seed: number;
  referenceDate: string;
  sites: string[];
  /** The Sanity dataset: sites, dealerships, locations, brands, pages, promo nodes and image assets. */
  documents: SanityDocument[];
  vehicles: DemoVehicle[];
  /** Artwork to render into web/public (stock photos and content images). */
  images: ImageRequest[];
};

export type GenerateOptions = { seed: number; referenceDate: Date };

export const siteDocumentId = (slug: string) => `site-${slug}`;

function tenantContext(tenant: TenantDefinition, referenceDate: Date, images: ImageRegistry): TenantContext {
  const primary = tenant.locations.find((location) => location.primary) ?? tenant.locations[0];
  if (!primary) throw new Error(`Tenant ${tenant.slug} has no locations`);
  const place = resolvePlace(primary.place);
  const brandLogo = (make: string) =>
    images.contentImage(`brand-${slugify(make)}`, { kind: 'brand', name: make, colour: brandColour(make) }, `${make} logo`);
  return {
    slug: tenant.slug,
    siteId: siteDocumentId(tenant.slug),
    referenceDate,
    theme: tenant.theme,
    address: place,
    images,
    image: (file, art, alt) => images.contentImage(file, art, alt),
    brandLogo,
    brandRef: (make) => {
      if (!tenant.brands.some((brand) => brand.make === make)) throw new Error(`${tenant.slug} has no brand document for ${make}`);
      return keyedReference(brandId(tenant.slug, make), slugify(make));
    },
  };
}

function tenantDocuments(tenant: TenantDefinition, context: TenantContext) {
  const site = reference(context.siteId);
  const { documents: locations, resolved } = locationDocuments(tenant, context);
  const ownPages = tenant.pages(context);
  const documents: SanityDocument[] = [
    // The site's own zone, as each location carries its own (the demo's are their states' zones).
    { _id: context.siteId, _type: 'site', slug: slugField(tenant.slug), timeZone: stateTimeZone[context.address.state], ...tenant.site(context) },
    ...dealershipDocuments(tenant, context),
    ...locations,
    ...brandDocuments(tenant, context),
    ...[...ownPages, ...contentPages(tenant, ownPages, context)].map((page) => ({
      _id: `page-${tenant.slug}-${page.slug}`,
      _type: 'page',
      title: page.title,
      slug: slugField(page.slug),
      site,
      seo: page.seo,
      sections: page.sections,
    })),
    ...editorialDocuments(tenant, context),
    ...spinPromotionDocuments(tenant, context),
    ...directoryDocuments(tenant, context),
    ...offerDocuments(tenant, context),
    ...tenant.promos(context).map((promo) => ({
      _id: `promo-${tenant.slug}-${promo.key}`,
      _type: 'promoNode',
      title: promo.title,
      site,
      start: promo.start,
      expiry: promo.expiry,
      position: promo.position,
      display: promo.display,
      strictDisplay: promo.strictDisplay,
      node: promo.node,
    })),
  ];
  return { documents, resolved };
}

/**
 * Generates the whole demo: content documents, vehicles and the artwork they refer to. Pure: the
 * same seed and reference date always give identical output (no clock, no Math.random; the only
 * file read is the static postcode data).
 */
export function generateDemo({ seed, referenceDate }: GenerateOptions): DemoData {
  const random = createRandom(seed);
  const images = new ImageRegistry();
  const ids = new IdAllocator(104_211 + random.int(0, 5000), random.fork('ids'));
  const documents: SanityDocument[] = [];
  const vehicles: DemoVehicle[] = [];
  for (const tenant of demoTenants) {
    const context = tenantContext(tenant, referenceDate, images);
    const { documents: tenantDocs, resolved } = tenantDocuments(tenant, context);
    documents.push(...tenantDocs);
    vehicles.push(...tenantStock(tenant, resolved, ids, referenceDate, images, random.fork(`stock:${tenant.slug}`)));
  }
  documents.push(...images.assetDocuments());
  return {
    seed,
    referenceDate: referenceDate.toISOString(),
    sites: demoTenants.map((tenant) => tenant.slug),
    documents,
    vehicles,
    images: images.imageRequests(),
  };
}
