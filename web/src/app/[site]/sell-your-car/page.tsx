import type { Metadata } from 'next';
import { TradeInPage } from '@/trade-in/components/trade-in-page';
import type { SearchParams } from '@/leads/server/lead-pages';
import { requireSite } from '../require-site';
import { enforceGate } from '@/identity/server/page-shopper';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: 'Sell Your Car' };

/** /sell-your-car (SPEC 2): see TradeInPage in web/src/trade-in/components/trade-in-page.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  await enforceGate(site, ['/sell-your-car']);
  return <TradeInPage site={site} searchParams={await searchParams} title="Sell Your Car" />;
}
