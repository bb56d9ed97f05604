import type { Metadata } from 'next';
import { BrandsPage } from '@/brands/pages/brands-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: 'Our Brands' };

/** /brands (SPEC 2): see BrandsPage in web/src/brands/pages. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <BrandsPage site={site} />;
}
