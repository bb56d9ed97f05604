import type { Metadata } from 'next';
import { AlertsOffPage } from '@/identity/pages/alerts-off-page';
import { requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Watchlist Alerts', robots: { index: false, follow: false } };

/** /watchlist/alerts-off: see AlertsOffPage in web/src/identity/pages/alerts-off-page.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <AlertsOffPage site={site} token={(await searchParams).token} />;
}
