import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { resolveSearch } from '@/search/server/resolve-search';
import { pagePromos } from '@/search/server/page-promos';
import { searchStock } from '@/search/server/vehicle-search';
import { requireSite } from '../require-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Cars for Sale', alternates: { canonical: '/cars' } };

/** The stock list (/cars/): every car the tenant shows, with the search page's filters. */
export default async function StockListPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const resolved = await resolveSearch(site, [], await searchParams, 'Cars for Sale');
  if (!resolved) return null;
  const now = new Date();
  const [view, promos] = await Promise.all([searchStock(site, resolved.state), pagePromos(site, resolved.state, now)]);
  return <SearchPage site={site} state={resolved.state} view={view} heading="Cars for Sale" now={now} promos={promos} />;
}
