import type { Metadata } from 'next';
import { LocationsIndexPage } from '@/locations/pages/locations-index-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: 'Our Locations' };

/** /locations (SPEC 2): see LocationsIndexPage in web/src/locations/pages. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <LocationsIndexPage site={site} />;
}
