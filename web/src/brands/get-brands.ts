import { cache } from 'react';
import { brand, type Brand } from '@dealer/schemas/content/brand';
import { BRANDS_QUERY } from '@dealer/schemas/queries';
import { fetchContent } from '@/content/fetch-content';
import { siteTag } from '@/server/cache/cache-tags';
import type { SiteConfig } from '@dealer/schemas/content/site';

export type { Brand };

/** The site's brands, by name. */
export const getBrands = cache(async (site: SiteConfig): Promise<Brand[]> => {
  const raw = await fetchContent<unknown[]>(BRANDS_QUERY, { siteId: site._id }, [siteTag(site.slug)]);
  return brand.array().parse(raw);
});
