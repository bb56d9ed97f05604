import type { Metadata } from 'next';
import { findSite, requireSite } from '../require-site';
import { BlogIndex, blogListingMetadata, type BlogListing, type PageParam } from './blog-index';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ page?: PageParam }> };

const listing = (siteName: string): BlogListing => ({
  basePath: '/blog',
  title: 'Blog',
  intro: `News, vehicle reviews and buying guides from ${siteName}.`,
  category: null,
  crumbs: [{ label: 'Home', href: '/' }, { label: 'Blog' }],
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  if (!site) return {};
  return blogListingMetadata(listing(site.name), (await searchParams).page);
}

/** /blog (SPEC 2): every post of the site, newest first. */
export default async function BlogPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <BlogIndex site={site} listing={listing(site.name)} pageParam={(await searchParams).page} />;
}
