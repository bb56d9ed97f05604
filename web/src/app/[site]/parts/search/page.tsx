import type { Metadata } from 'next';
import { PartsSearchPage, partsSearchMetadata } from '@/parts/pages/parts-search-page';
import { findSite, requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  return site ? partsSearchMetadata(site).catch(() => ({})) : {};
}

/** /parts/search (SPEC 2): see PartsSearchPage in web/src/parts/pages. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <PartsSearchPage site={site} />;
}
