import { cache } from 'react';
import { directoryModel, type DirectoryModel } from '@dealer/schemas/content/directory-model';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { DIRECTORY_MODELS_QUERY } from '@dealer/schemas/queries';
import { fetchContent } from '@/content/fetch-content';
import { siteTag } from '@/server/cache/cache-tags';

/** The site's models (the directory's model documents), by name. */
export const getModels = cache(async (site: SiteConfig): Promise<DirectoryModel[]> => {
  const raw = await fetchContent<unknown[]>(DIRECTORY_MODELS_QUERY, { siteId: site._id }, [siteTag(site.slug)]);
  return directoryModel.array().parse(raw);
});
