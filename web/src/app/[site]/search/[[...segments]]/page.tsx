import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LazyRecentlyViewed } from '@/identity/device/lazy-recently-viewed';
import { StockSearch } from '@/search/components/stock-search-page';
import { resolveSearch, SEARCH_HEADING } from '@/search/server/resolve-search';
import { stockSearchProps } from '@/search/server/stock-search-props';
import { findSite, requireSite } from '../../require-site';

type Props = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site: slug, segments = [] } = await params;
  const site = await findSite(slug);
  if (!site) return {};
  const resolved = await resolveSearch(site, segments, await searchParams, SEARCH_HEADING).catch(() => null);
  if (!resolved) return {};
  return {
    title: resolved.heading,
    alternates: { canonical: resolved.canonicalPath },
    ...(resolved.indexable ? {} : { robots: { index: false, follow: true } }),
  };
}

/** Stock search: /search/new-used-and-demo-cars, by type, make, model, body, location or dealer. */
export default async function StockSearchPage({ params, searchParams }: Props) {
  const { site: slug, segments = [] } = await params;
  const site = await requireSite(slug);
  const resolved = await resolveSearch(site, segments, await searchParams, SEARCH_HEADING);
  if (!resolved) notFound();
  return (
    <>
      <StockSearch {...await stockSearchProps(site, resolved, SEARCH_HEADING)} />
      <LazyRecentlyViewed className="container-page pb-12" />
    </>
  );
}
