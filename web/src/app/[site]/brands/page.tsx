import type { Metadata } from 'next';
import { BrandsPage } from '@/brands/pages/brands-page';
import { requireSite } from '../require-site';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';

type Props = { params: Promise<{ site: string }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest();

export const metadata: Metadata = { title: 'Our Brands' };

/** /brands (SPEC 2): see BrandsPage in web/src/brands/pages. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <BrandsPage site={site} />;
}
