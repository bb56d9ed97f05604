import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { Page } from '@dealer/schemas/content/section';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { CachedSections } from '@/blocks/cached-sections';
import { getPage } from '@/content/pages';
import { decodeSegment } from '@/lib/path-segment';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { findSite, requireSite } from '../require-site';
import { gatedAddressElsewhere } from './gated-address';

type Props = { params: Promise<{ site: string; path: string[] }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest('...path');

/**
 * The CMS slug a path may name: /{slug} or /pages/{slug} (dealers link both forms), else the
 * whole path. 'home' is the front page's slug and is not served a second time at /home.
 */
function cmsSlug(segments: string[]): string | null {
  const [first, second] = segments;
  const slug = segments.length === 2 && first === 'pages' ? second! : segments.join('/');
  return slug === 'home' ? null : slug;
}

/**
 * A path without a page of its own is the tenant's CMS page of that slug (the content pages of
 * SPEC 2: /about-us, /warranty, /spin-to-win, /pages/{slug} ...), else a 404: a route a dealer
 * does not have is not found on its site (README lists them per tenant).
 */
async function resolvePage(site: SiteConfig, segments: string[]): Promise<Page | null> {
  const slug = cmsSlug(segments);
  return slug ? getPage(site, slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: slug, path } = await params;
  const site = await findSite(slug);
  if (!site) return {};
  const page = await resolvePage(site, path.map(decodeSegment)).catch(() => null);
  if (!page) return {};
  const { seo, title } = page;
  // Editors often write the dealer's name into the SEO title already; don't append it twice.
  const seoTitle = seo?.title?.includes(site.name) ? { absolute: seo.title } : (seo?.title ?? title);
  return { title: seoTitle, description: seo?.description ?? undefined };
}

/**
 * Reads nothing of the request (the shopper's gate is the proxy's, above), so each tenant's
 * page is rendered once and served from the route cache until a publish expires its site tag.
 */
export default async function CatchAllPage({ params }: Props) {
  const { site: slug, path } = await params;
  const site = await requireSite(slug);
  const segments = path.map(decodeSegment);
  const pageSlug = cmsSlug(segments);
  if (!pageSlug) notFound();
  const gated = gatedAddressElsewhere(site.gatedRoutes, segments, pageSlug);
  if (gated) redirect(gated);
  const page = await resolvePage(site, segments);
  if (!page) notFound();
  return <CachedSections siteSlug={site.slug} pageSlug={pageSlug} title={page.title} />;
}
