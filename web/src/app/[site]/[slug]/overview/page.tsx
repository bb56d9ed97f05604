import type { Metadata } from 'next';
import { decodeSegment } from '@/lib/path-segment';
import { BrandOverviewPage, brandOverviewMetadata } from '@/brands/pages/brand-overview-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { findSite, requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string; slug: string }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest('slug');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const site = await findSite(siteSlug);
  return site ? brandOverviewMetadata(site, decodeSegment(slug)).catch(() => ({})) : {};
}

/** /{brand}/overview (SPEC 2): see BrandOverviewPage in web/src/brands/pages. */
export default async function Page({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const site = await requireSite(siteSlug);
  return <BrandOverviewPage site={site} slug={decodeSegment(slug)} />;
}
