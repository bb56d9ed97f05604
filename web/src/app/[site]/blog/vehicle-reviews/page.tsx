import type { Metadata } from 'next';
import { findSite, requireSite } from '../../require-site';
import { BlogIndex, blogListingMetadata, type BlogListing, type PageParam } from '../blog-index';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ page?: PageParam }> };

const listing = (siteName: string): BlogListing => ({
  basePath: '/blog/vehicle-reviews',
  title: 'Vehicle Reviews',
  intro: `Road tests and reviews of the vehicles ${siteName} sells.`,
  category: 'vehicle-reviews',
  crumbs: [{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Vehicle Reviews' }],
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  if (!site) return {};
  return blogListingMetadata(listing(site.name), (await searchParams).page);
}

/** /blog/vehicle-reviews (SPEC 2): the site's posts in the vehicle-reviews category. */
export default async function VehicleReviewsPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <BlogIndex site={site} listing={listing(site.name)} pageParam={(await searchParams).page} />;
}
