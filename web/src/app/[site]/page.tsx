import type { Metadata } from 'next';
import { CachedSections } from '@/blocks/cached-sections';
import { buttonVariants } from '@/components/ui/button';
import { getPage } from '@/content/pages';
import { LazyRecentlyViewed } from '@/identity/device/lazy-recently-viewed';
import { searchHref } from '@/routes/vehicle-links';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { findSite, requireSite } from './require-site';

type Props = { params: Promise<{ site: string }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  if (!site) return {};
  const page = await getPage(site, 'home').catch(() => null);
  return {
    // The home page title is the dealer's name (plus its SEO title), not "Home | Dealer".
    title: { absolute: page?.seo?.title ?? (site.tagline ? `${site.name} | ${site.tagline}` : site.name) },
    description: page?.seo?.description ?? site.tagline ?? undefined,
  };
}

/** A tenant's home page: the CMS page 'home' rendered through the block registry. */
export default async function HomePage({ params }: Props) {
  const site = await requireSite((await params).site);
  const page = await getPage(site, 'home');

  if (!page) {
    // A new tenant without a home page yet still gets a usable front door.
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{site.name}</h1>
        {site.tagline && <p className="mt-3 text-lg text-neutral-700">{site.tagline}</p>}
        <a href={searchHref(site.routes)} className={`${buttonVariants({ variant: 'primary' })} mt-8`}>
          Search our stock
        </a>
      </div>
    );
  }

  return (
    <>
      <CachedSections siteSlug={site.slug} pageSlug="home" title={page.title === 'Home' ? site.name : page.title} />
      <LazyRecentlyViewed className="container-page py-10" />
    </>
  );
}
