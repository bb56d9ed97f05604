import type { Metadata } from 'next';
import { decodeSegment } from '@/lib/path-segment';
import { LocationPage, locationMetadata } from '@/locations/pages/location-page';
import { findSite, requireSite } from '../../require-site';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

type Props = { params: Promise<{ site: string; location: string }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest('location');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: slug, location } = await params;
  const site = await findSite(slug);
  return site ? locationMetadata(site, decodeSegment(location)).catch(() => ({})) : {};
}

/** /locations/{slug or dealership_slug} (SPEC 2): see LocationPage in web/src/locations/pages. */
export default async function Page({ params }: Props) {
  const { site: slug, location } = await params;
  const site = await requireSite(slug);
  return <LocationPage site={site} slug={decodeSegment(location)} />;
}
