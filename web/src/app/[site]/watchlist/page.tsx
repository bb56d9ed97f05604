import type { Metadata } from 'next';
import { WatchlistPage } from '@/identity/pages/watchlist-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: 'Your Watchlist', robots: { index: false, follow: false } };

/** /watchlist (SPEC 2 "A watchlist page"): see WatchlistPage in web/src/identity/pages/watchlist-page.tsx. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <WatchlistPage site={site} />;
}
