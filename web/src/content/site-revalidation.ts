import { revalidateTag } from 'next/cache';
import { expireCacheTags } from '@/server/cache/expire-cache-tags';
import type { SiteRevalidation } from './revalidate';
import { forgetSiteContent } from './site';

/** The running app's revalidation: tags expire at once (the editor expects the next visit to show the change). */
export const siteRevalidation: SiteRevalidation = {
  revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  forget: forgetSiteContent,
  expireNow: expireCacheTags,
};
