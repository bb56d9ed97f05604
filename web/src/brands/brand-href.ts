import type { SiteConfig } from '@dealer/schemas/content/site';
import { searchHref } from '@/routes/vehicle-links';
import type { Brand } from '@dealer/schemas/content/brand';

/**
 * Where a brand links (SPEC 2, 3): its external site when it has one, straight to its stock when
 * it has no page (skipPage), else /{brand}/overview.
 */
export function brandHref(brand: { slug: string; skipPage?: boolean | null; externalUrl?: string | null }, routes: Pick<SiteConfig['routes'], 'usedCarPrefix'>): string {
  if (brand.externalUrl) return brand.externalUrl;
  if (brand.skipPage) return searchHref(routes, brand.slug);
  return `/${brand.slug}/overview`;
}

/** SPEC 1: a group lists brands for cars, motorcycles and trucks. */
export const BRAND_GROUP_TITLES: Record<Brand['vehicleType'], string> = { cars: 'Cars', motorcycles: 'Motorcycles', trucks: 'Trucks', caravans: 'Caravans' };
