import type { Metadata } from 'next';
import { PartsSearchPage, partsSearchMetadata } from '@/parts/pages/parts-search-page';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { findSite, requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string }> };

/** Reads nothing of the request: each tenant's page is served whole from the route cache. */
export const generateStaticParams = renderedOnFirstRequest();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite((await params).site);
  return site ? partsSearchMetadata(site).catch(() => ({})) : {};
}

/** /parts/search (SPEC 2): see PartsSearchPage in web/src/parts/pages. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <PartsSearchPage site={site} />;
}
