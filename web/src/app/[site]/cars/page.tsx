import type { Metadata } from 'next';
import { StockSearch } from '@/search/components/stock-search-page';
import { resolveSearch } from '@/search/server/resolve-search';
import { stockSearchProps } from '@/search/server/stock-search-props';
import { requireSite } from '../require-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const HEADING = 'Cars for Sale';

export const metadata: Metadata = { title: HEADING, alternates: { canonical: '/cars' } };

/** The stock list (/cars/): every car the tenant shows, with the search page's filters. */
export default async function StockListPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const resolved = await resolveSearch(site, [], await searchParams, HEADING);
  if (!resolved) return null;
  return <StockSearch {...await stockSearchProps(site, resolved, HEADING)} />;
}
