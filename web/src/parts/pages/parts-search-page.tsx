import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { CachedSections } from '@/blocks/cached-sections';
import { getPage } from '@/content/pages';

/** The CMS page behind /parts/search (slugs have no slash, so its slug is parts-search). */
export const PARTS_SEARCH_SLUG = 'parts-search';

export async function partsSearchMetadata(site: SiteConfig): Promise<Metadata> {
  const page = await getPage(site, PARTS_SEARCH_SLUG);
  return page ? { title: page.seo?.title ?? page.title, description: page.seo?.description ?? undefined } : {};
}

/**
 * /parts/search (SPEC 2): the site's parts-search page from the CMS, the same for every shopper
 * (its sections from the page cache, expiring with a publish, as the other CMS pages'); a site
 * without one answers 404.
 */
export async function PartsSearchPage({ site }: { site: SiteConfig }) {
  const page = await getPage(site, PARTS_SEARCH_SLUG);
  if (!page) notFound();
  return <CachedSections siteSlug={site.slug} pageSlug={PARTS_SEARCH_SLUG} title={page.title} />;
}
